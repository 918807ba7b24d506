// Writes .br and .gz copies next to every compressible file of the client build, so
// the server sends pre-compressed bytes instead of compressing on each request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|data)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

const root = process.argv[2];
if (!root) throw new Error('Usage: compress-assets.ts <directory>');
let count = 0;
for await (const path of files(root)) {
  const bytes = await readFile(path);
  if (bytes.length < MIN_BYTES) continue;
  await writeFile(
    `${path}.br`,
    await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${path}.gz`, await gz(bytes, { level: 9 }));
  count += 1;
}
console.log(`compress-assets: wrote .br and .gz for ${count} files in ${root}`);
