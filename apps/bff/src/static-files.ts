import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

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
