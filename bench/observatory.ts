// MDN HTTP Observatory's score of the site's pages and API, scanned as a visitor reaches them:
// over TLS (a throw-away local certificate authority, trusted by the scanner alone), with plain
// HTTP on the same host to check the redirect to https. `pnpm --filter @lender/bench observatory`
//
// The scanner (@mdn/mdn-http-observatory) is installed on first use into bench/.observatory with
// `--ignore-scripts` (its postinstall fetches certificate bundles from the internet), so the
// workspace does not carry its 230 dependencies; the HSTS preload list it would download is
// left empty (localhost is on no preload list).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './harness.ts';

const OBSERVATORY_VERSION = '1.4.8';
const OBSERVATORY_DIR = join(import.meta.dirname, '.observatory');
const APP_PORT = Number(process.env.BENCH_PORT ?? 3280);
const TLS_PORT = APP_PORT + 1;
/** What is scanned: three page templates and an API path (SPEC §7). */
const PATHS = ['/', '/opt-out', '/search?q=x', '/rmscbff/rates/products?purpose=purchase'];
/** The score the issue asks of every path. */
const TARGET = 130;

function installScanner(): void {
  const packageDir = join(OBSERVATORY_DIR, 'node_modules', '@mdn', 'mdn-http-observatory');
  const preloadList = join(packageDir, 'conf', 'hsts-preload.json');
  if (existsSync(preloadList)) return;
  console.log(
    `installing @mdn/mdn-http-observatory@${OBSERVATORY_VERSION} into ${OBSERVATORY_DIR}`,
  );
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      OBSERVATORY_DIR,
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--no-save',
      `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`,
    ],
    { stdio: 'inherit' },
  );
  // The postinstall would download Chromium's HSTS preload list; no host scanned here is on it.
  writeFileSync(preloadList, '{}\n');
}

/** A certificate authority made for this run, and a certificate for localhost signed by it. */
function throwAwayCertificates() {
  const dir = mkdtempSync(join(tmpdir(), 'lender-observatory-ca-'));
  const run = (command: string) =>
    execFileSync('openssl', command.split(' '), { cwd: dir, stdio: 'pipe' });
  run(
    'req -x509 -newkey rsa:2048 -nodes -days 1 -keyout ca.key -out ca.pem -subj /CN=lender-bench-ca ' +
      '-addext basicConstraints=critical,CA:TRUE -addext keyUsage=critical,keyCertSign',
  );
  run('req -newkey rsa:2048 -nodes -keyout server.key -out server.csr -subj /CN=localhost');
  writeFileSync(
    join(dir, 'server.ext'),
    'subjectAltName=DNS:localhost\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n',
  );
  run(
    'x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out server.pem -days 1 ' +
      '-extfile server.ext',
  );
  return {
    dir,
    ca: join(dir, 'ca.pem'),
    key: join(dir, 'server.key'),
    cert: join(dir, 'server.pem'),
  };
}

/** TLS in front of the server, as a load balancer ends it: X-Forwarded-Proto: https. */
async function tlsFront(key: string, cert: string) {
  const { readFileSync } = await import('node:fs');
  const server = createHttpsServer(
    { key: readFileSync(key), cert: readFileSync(cert) },
    (incoming, outgoing) => {
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: APP_PORT,
          method: incoming.method,
          path: incoming.url,
          headers: {
            ...incoming.headers,
            'x-forwarded-proto': 'https',
            'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1',
          },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.writeHead(502).end());
      incoming.pipe(upstream);
    },
  );
  await new Promise<void>((resolve) => server.listen(TLS_PORT, '127.0.0.1', resolve));
  return server;
}

/** The scan of one path, in a child process that trusts the throw-away authority. */
function scan(path: string, ca: string): Promise<{ score: number; grade: string; tests: string }> {
  const script = `
    import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
    import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
    import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
    import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
    // scan() of the package scans "/" on the default ports only; this is its grading, for a path.
    const r = await retrieve('localhost', { httpsPort: ${TLS_PORT}, httpPort: ${APP_PORT}, path: ${JSON.stringify(path)} });
    if (!r.responses.auto) throw new Error('no answer');
    let withCredit = 100, uncurved = 100; const tests = [];
    for (const test of ALL_TESTS) {
      const result = test(r);
      const modifier = getScoreModifier(result.result);
      withCredit += modifier; if (modifier < 0) uncurved += modifier;
      tests.push(result.result + (modifier ? ' ' + (modifier > 0 ? '+' : '') + modifier : ''));
    }
    const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved;
    console.log(JSON.stringify({ score, grade: getGradeForScore(score).grade, tests: tests.join(', ') }));
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: OBSERVATORY_DIR,
      env: { ...process.env, NODE_EXTRA_CA_CERTS: ca },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(out)),
    );
  });
}

installScanner();
const certificates = throwAwayCertificates();
const server = await startServer(APP_PORT, undefined, {
  SITE_URL: `https://localhost:${TLS_PORT}`,
  TRUST_PROXY: 'loopback',
});
const front = await tlsFront(certificates.key, certificates.cert);
try {
  console.log(`\n| Path | Score | Grade | Tests (modifier) |\n|---|---|---|---|`);
  let met = true;
  for (const path of PATHS) {
    const result = await scan(path, certificates.ca);
    met &&= result.score >= TARGET;
    console.log(`| \`${path}\` | ${result.score} | ${result.grade} | ${result.tests} |`);
  }
  console.log(`\nTarget ≥ ${TARGET} on every path: ${met ? 'met' : 'NOT met'}`);
  if (!met) process.exitCode = 1;
} finally {
  front.close();
  server.kill('SIGTERM');
}
