// A tar (ustar) of a directory, made in memory: how a test database in memory starts from the
// build's migrated PGlite template (PGlite's `loadDataDir` takes a tar of a data directory).
// Only what PGlite's untar reads is written: names, types, sizes, times and contents.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';

const BLOCK = 512;

/** The uncompressed tar of every file and directory under `root`, named relative to it. */
export async function tarDirectory(root: string): Promise<Uint8Array> {
  const blocks: Uint8Array[] = [];
  for (const path of await walk(root)) {
    const info = await stat(path);
    const name = relative(root, path);
    if (info.isDirectory()) {
      blocks.push(header(`${name}/`, 0, info.mtimeMs, '5'));
    } else {
      const data = await readFile(path);
      blocks.push(header(name, data.length, info.mtimeMs, '0'), data);
      const padding = (BLOCK - (data.length % BLOCK)) % BLOCK;
      if (padding) blocks.push(new Uint8Array(padding));
    }
  }
  // Two empty blocks end the archive.
  blocks.push(new Uint8Array(BLOCK * 2));
  return Buffer.concat(blocks);
}

/** Every directory (before what it holds) and file under `dir`. */
async function walk(dir: string): Promise<string[]> {
  const paths: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    paths.push(path);
    if (entry.isDirectory()) paths.push(...(await walk(path)));
  }
  return paths;
}

function header(name: string, size: number, mtimeMs: number, type: '0' | '5'): Uint8Array {
  // A data directory's paths are short ("base/16384/2608_fsm"); ustar's plain name holds 100 bytes.
  if (Buffer.byteLength(name) > 100) throw new Error(`A path too long for this tar: ${name}`);
  const block = Buffer.alloc(BLOCK);
  const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0');
  block.write(name, 0);
  block.write(octal(type === '5' ? 0o755 : 0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtimeMs / 1000), 12), 136);
  block.write(type, 156);
  block.write('ustar\u000000', 257);
  // The checksum is the sum of the header's bytes, its own field counted as spaces.
  block.fill(' ', 148, 156);
  const checksum = block.reduce((sum, byte) => sum + byte, 0);
  block.write(`${octal(checksum, 7)}\u0000 `, 148);
  return block;
}
