// Where one server process's resident memory goes, after a first start: the process as a whole,
// Node itself, the server thread's JavaScript heap (from a heap snapshot, by kind), and the
// embedded database (PGlite opened on the same data directory in a process of its own, as the
// server opens it). What is left is compiled code, the database and other threads' heaps, and
// the allocator's own.
//
//   pnpm build && node bench/memory-breakdown.ts
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { residentMiB, stopServer, timedStart } from './harness.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3215);
const MiB = 1024 * 1024;
const round = (value: number) => Math.round(value);

// Node alone.
const nodeAlone = Number(
  execFileSync(process.execPath, [
    '-e',
    "console.log(/VmRSS:\\s+(\\d+)/.exec(require('fs').readFileSync('/proc/self/status','utf8'))[1] / 1024)",
  ]).toString(),
);

// The server after a first start, settled, and its heap snapshot.
const dataDir = mkdtempSync(join(tmpdir(), 'lender-bench-breakdown-'));
const snapshots = mkdtempSync(join(tmpdir(), 'lender-bench-snapshot-'));
const { server } = await timedStart(PORT, dataDir, {
  NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${snapshots}`,
});
let total: number;
let heap: { total: number; byKind: Map<string, number> };
try {
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  total = residentMiB(server.pid);
  server.kill('SIGUSR2');
  let file: string | undefined;
  for (let waited = 0; waited < 120 && !file; waited += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const written = readdirSync(snapshots).find((name) => name.endsWith('.heapsnapshot'));
    // Written once its size stops changing.
    if (written) {
      const path = join(snapshots, written);
      const size = readFileSync(path).length;
      await new Promise((resolve) => setTimeout(resolve, 2000));
      if (size > 0 && readFileSync(path).length === size) file = path;
    }
  }
  if (!file) throw new Error('no heap snapshot was written');
  heap = summarise(JSON.parse(readFileSync(file, 'utf8')));
} finally {
  await stopServer(server);
  rmSync(snapshots, { recursive: true, force: true });
}

// PGlite alone, on the same directory, as the server opens it, with the search's reads.
const probe = join(mkdtempSync(join(tmpdir(), 'lender-bench-probe-')), 'probe.mjs');
const bffSource = (...path: string[]) =>
  JSON.stringify(
    pathToFileURL(join(import.meta.dirname, '..', 'apps', 'bff', 'src', ...path)).href,
  );
writeFileSync(
  probe,
  `import { readFileSync } from 'node:fs';
const rss = () => /VmRSS:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1] / 1024;
const { openDatabase } = await import(${bffSource('db', 'client.ts')});
const { loadSearchCorpus } = await import(${bffSource('search', 'search-corpus.ts')});
const before = rss();
const database = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
await loadSearchCorpus(database.db);
console.log(JSON.stringify({ before, after: rss() }));
await database.close();
`,
);
const database = JSON.parse(
  execFileSync(process.execPath, ['--conditions=@lender/source', probe]).toString().trim(),
) as { before: number; after: number };
rmSync(dirname(probe), { recursive: true, force: true });
rmSync(dataDir, { recursive: true, force: true });

const embedded = database.after - database.before;
console.log('\n| Part | Resident MiB |');
console.log('|---|---:|');
console.log(`| The whole process, 10 s after a first start | ${round(total)} |`);
console.log(`| Node itself (an empty \`node -e\`) | ${round(nodeAlone)} |`);
console.log(
  `| The server thread's JavaScript heap (snapshot, live objects) | ${round(heap.total / MiB)} |`,
);
for (const [kind, bytes] of [...heap.byKind].sort((a, b) => b[1] - a[1]).slice(0, 6)) {
  console.log(`| &nbsp;&nbsp;${kind} | ${round(bytes / MiB)} |`);
}
console.log(
  `| The embedded database, opened alone (its thread, memory and code) | ${round(embedded)} |`,
);
console.log(
  `| The rest: compiled code, other threads' heaps, the heap's free room, the allocator | ${round(total - nodeAlone - heap.total / MiB - embedded)} |`,
);

/** Live bytes of a heap snapshot, in all, and by the kinds that matter here. */
function summarise(snapshot: {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}) {
  const { node_fields: fields, node_types: types } = snapshot.snapshot.meta;
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const byKind = new Map<string, number>();
  let sum = 0;
  for (let index = 0; index < snapshot.nodes.length; index += width) {
    const type = types[0][snapshot.nodes[index + typeAt]!]!;
    const name = snapshot.strings[snapshot.nodes[index + nameAt]!]!;
    const size = snapshot.nodes[index + sizeAt]!;
    sum += size;
    const kind = /string/.test(type)
      ? 'strings (place names, page text)'
      : type === 'native' && name.includes('ArrayBuffer')
        ? 'byte buffers (pre-compressed pages and files)'
        : type === 'code' || type === 'closure'
          ? 'code and functions'
          : type === 'object' || type === 'array' || type === 'hidden' || type === 'number'
            ? 'objects and arrays (the place index, caches)'
            : 'other';
    byKind.set(kind, (byKind.get(kind) ?? 0) + size);
  }
  return { total: sum, byKind };
}
