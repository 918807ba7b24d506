// The floor under every latency target at 100 connections on this machine: what a server that
// does nothing costs. One route answering a small JSON list to a small JSON POST, served by plain
// node:http and by a bare Fastify app (the framework apps/bff is built on), each in its own
// process, measured by autocannon on the same two cores. Issue 6 asks the suggest route for a
// p99 under 15 ms at 100 concurrent requests; a route cannot be faster than these.
//
//   node bench/http-floor.ts            # BENCH_DURATION_S=30 for longer runs
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { DURATION_S } from './harness.ts';

const PORT = 3197;
const CONNECTIONS = 100;

const SERVERS = {
  'node:http': `
    import http from 'node:http';
    http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => { body += chunk; });
      request.on('end', () => {
        const answer = JSON.stringify(['mortgage rates', 'mortgage steps', 'mortgage points']);
        response.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(answer),
        });
        response.end(answer);
      });
    }).listen(${PORT}, '127.0.0.1', () => console.log('listening'));`,
  'Fastify, one route': `
    import Fastify from 'fastify';
    const app = Fastify();
    app.post('/suggest', async () => ['mortgage rates', 'mortgage steps', 'mortgage points']);
    await app.listen({ port: ${PORT}, host: '127.0.0.1' });
    console.log('listening');`,
} as const;

async function measure(name: keyof typeof SERVERS) {
  const server = spawn(process.execPath, ['--input-type=module', '-e', SERVERS[name]], {
    cwd: import.meta.dirname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => server.stdout.once('data', () => resolve()));
  try {
    const options = {
      url: `http://127.0.0.1:${PORT}/suggest`,
      connections: CONNECTIONS,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ term: 'mortgage' }),
    };
    await autocannon({ ...options, duration: 2 }); // warm-up
    const result = await autocannon({ ...options, duration: DURATION_S });
    return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
  } finally {
    server.kill();
  }
}

const rows = [];
for (const name of Object.keys(SERVERS) as (keyof typeof SERVERS)[]) rows.push(await measure(name));
console.log(
  `\n${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${CONNECTIONS} connections, ${DURATION_S} s each\n`,
);
console.log('| Server | req/s | p50 ms | p99 ms |');
console.log('|---|---:|---:|---:|');
for (const row of rows) {
  console.log(`| ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} |`);
}
