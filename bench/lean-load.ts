// A closed-loop HTTP/1.1 load generator on bare sockets, for the collector bench: autocannon
// spent about 20 µs of CPU per event building and parsing requests on the same two cores the
// server under test has (docs/benchmarks.md), which is CPU the server could not use. Here each
// connection keeps one request in flight over keep-alive: it writes the request's bytes, reads the
// status line and Content-Length of the answer, records the time from write to the answer's last
// byte, and writes the next one.
import { connect, type Socket } from 'node:net';

export interface LeanLoadOptions {
  host: string;
  port: number;
  connections: number;
  durationS: number;
  /** Request number `n` as bytes on the wire: request line, headers and body. */
  request: (n: number) => Buffer;
}

export interface LeanLoadResult {
  /** Answers that arrived before the end of the run. */
  requests: number;
  /** Answers with a status outside 200–299. */
  non2xx: number;
  /** Connections that failed or answers that could not be read. */
  errors: number;
  durationS: number;
  requestsPerS: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
}

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)]!;
}

/** An HTTP/1.1 request's bytes: the headers given, Content-Length and the body. */
export function httpRequest(
  method: string,
  path: string,
  headers: Readonly<Record<string, string>>,
  body?: string,
): Buffer {
  const bodyBytes = body === undefined ? undefined : Buffer.from(body);
  let head = `${method} ${path} HTTP/1.1\r\n`;
  for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
  if (bodyBytes) head += `content-length: ${bodyBytes.length}\r\n`;
  head += '\r\n';
  return bodyBytes ? Buffer.concat([Buffer.from(head), bodyBytes]) : Buffer.from(head);
}

/** Runs the load for `durationS` seconds and reports what was answered in that time. */
export async function leanLoad(options: LeanLoadOptions): Promise<LeanLoadResult> {
  let latencies = new Float64Array(1 << 16);
  let answered = 0;
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  const start = performance.now();
  const end = start + options.durationS * 1000;

  const record = (milliseconds: number) => {
    if (answered === latencies.length) {
      const grown = new Float64Array(latencies.length * 2);
      grown.set(latencies);
      latencies = grown;
    }
    latencies[answered++] = milliseconds;
  };

  const runConnection = () =>
    new Promise<void>((resolve) => {
      const socket: Socket = connect({ host: options.host, port: options.port, noDelay: true });
      let pending: Buffer = Buffer.alloc(0);
      let writtenAt = 0;
      const next = () => {
        if (performance.now() >= end) {
          socket.end();
          return;
        }
        writtenAt = performance.now();
        socket.write(options.request(sent++));
      };
      socket.on('connect', next);
      socket.on('data', (data: Buffer) => {
        pending = pending.length === 0 ? data : Buffer.concat([pending, data]);
        const headerEnd = pending.indexOf(HEADER_END);
        if (headerEnd < 0) return;
        const head = pending.toString('latin1', 0, headerEnd);
        const length = CONTENT_LENGTH.exec(head);
        if (!length) {
          errors += 1;
          socket.destroy();
          return;
        }
        const total = headerEnd + HEADER_END.length + Number(length[1]);
        if (pending.length < total) return;
        const arrivedAt = performance.now();
        // One request in flight per connection: the answer ends the buffer.
        pending = pending.subarray(total);
        if (arrivedAt <= end) {
          record(arrivedAt - writtenAt);
          const status = Number(head.slice(9, 12));
          if (status < 200 || status > 299) non2xx += 1;
        }
        next();
      });
      socket.on('error', () => {
        errors += 1;
      });
      socket.on('close', () => resolve());
    });

  await Promise.all(Array.from({ length: options.connections }, runConnection));
  const durationS = (Math.min(performance.now(), end) - start) / 1000;
  const sorted = latencies.slice(0, answered).sort();
  return {
    requests: answered,
    non2xx,
    errors,
    durationS,
    requestsPerS: answered / durationS,
    latencyMs: {
      p50: percentile(sorted, 0.5),
      p90: percentile(sorted, 0.9),
      p99: percentile(sorted, 0.99),
      max: sorted.length > 0 ? sorted[sorted.length - 1]! : 0,
    },
  };
}
