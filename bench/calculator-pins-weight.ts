// What the calculator bundles' pins (apps/bff calculator-pins.ts: the import map and the
// stylesheets' block first in every page's head) add to each page, as sent: raw, gzip (level 9,
// as the server compresses pre-rendered pages) and brotli (quality 11), against the same page
// without them, every page of the site map. Run: `pnpm --filter @lender/bench calculator-pins-weight`.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { startServer } from './harness.ts';

const PORT = 3191;
const PINS =
  /<script type="importmap">.*?<\/script><script type="application\/json" id="calculator-bundles">.*?<\/script>/s;

const brotli = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startServer(PORT);
try {
  const base = `http://127.0.0.1:${PORT}`;
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(url!).pathname,
  );
  const rows: { raw: number; gzip: number; brotli: number; share: number }[] = [];
  for (const path of paths) {
    const page = await (await fetch(`${base}${path}`)).text();
    const pins = PINS.exec(page)?.[0];
    if (!pins) throw new Error(`${path} carries no calculator pins`);
    const without = page.replace(pins, '');
    const added = {
      raw: Buffer.byteLength(page) - Buffer.byteLength(without),
      gzip: gzip(page) - gzip(without),
      brotli: brotli(page) - brotli(without),
    };
    rows.push({ ...added, share: added.brotli / brotli(without) });
  }
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log(`Calculator pins on ${rows.length} site-map pages (median; largest):`);
  for (const key of ['raw', 'gzip', 'brotli'] as const) {
    const values = rows.map((row) => row[key]);
    console.log(`  ${key.padEnd(6)} +${kB(median(values))}; +${kB(Math.max(...values))}`);
  }
  const shares = rows.map((row) => row.share);
  console.log(
    `  brotli, as a share of the page without them: +${(median(shares) * 100).toFixed(0)} %; +${(Math.max(...shares) * 100).toFixed(0)} %`,
  );
} finally {
  server.kill('SIGTERM');
}
