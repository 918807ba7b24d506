import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';

/** Build files up to this size are kept in memory; larger ones are streamed from disk. */
export const MAX_MEMORY_FILE_BYTES = 1024 * 1024;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  // React Router's pre-rendered loader data for client-side navigation.
  '.data': 'text/x-script; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.webm': 'video/webm',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};

/** The Content-Type for a file name. */
export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** A file answered from memory, with its pre-compressed copies when the build made them. */
export interface MemoryFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  headers: Record<string, string>;
}

/** A strong ETag of some bytes. */
export function etagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/** Every file below a directory, as URL paths (`/assets/app-1234.js`), compressed copies left out. */
export async function listStaticFiles(root: string): Promise<Set<string>> {
  const found = new Set<string>();
  async function walk(dir: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (!/\.(br|gz)$/.test(entry.name))
        found.add(`/${relative(root, path).split(sep).join('/')}`);
    }
  }
  await walk(root);
  return found;
}

/** Reads one build file and the .br/.gz copies beside it, or undefined if it is too large. */
export async function loadMemoryFile(root: string, file: string): Promise<MemoryFile | undefined> {
  const path = join(root, file);
  if ((await stat(path)).size > MAX_MEMORY_FILE_BYTES) return undefined;
  const body = await readFile(path);
  const [br, gzip] = await Promise.all([
    readFile(`${path}.br`).catch(() => undefined),
    readFile(`${path}.gz`).catch(() => undefined),
  ]);
  return {
    body,
    br,
    gzip,
    etag: etagOf(body),
    headers: { 'content-type': contentTypeOf(file), 'cache-control': staticCacheControl(file) },
  };
}

/** The page path a pre-rendered file answers: `/index.html` → `/`, `/licensing/index.html` → `/licensing`. */
export function prerenderedPagePath(file: string): string | undefined {
  if (file === '/index.html') return '/';
  const match = /^(\/.+)\/index\.html$/.exec(file);
  return match?.[1];
}

/** Hashed build output never changes under its name; everything else may change on deploy. */
export function staticCacheControl(file: string): string {
  return file.startsWith('/assets/')
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=3600';
}

/** The encoding to send: brotli, then gzip, when the client takes it and a copy exists. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  file: MemoryFile,
): 'br' | 'gzip' | undefined {
  const accepted = acceptEncoding ?? '';
  if (file.br && /\bbr\b/.test(accepted)) return 'br';
  if (file.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}
