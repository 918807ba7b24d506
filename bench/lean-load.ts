// An HTTP/1.1 load generator on bare sockets, for the collector bench: autocannon spent about
// 20 µs of CPU per event building and parsing requests on the same two cores the server under
// test has (docs/benchmarks.md), which is CPU the server could not use. Each connection keeps one
// request in flight over keep-alive: it writes the request's bytes and reads the status line and
// the answer's length (its Content-Length, or the chunks of a streamed page).
//
// Two ways to pace it:
// - closed loop (the default): each connection writes its next request as soon as an answer
//   arrives, which finds the most the server can take. The latency is then mostly the queue the
//   connections themselves make: by Little's law the mean is connections ÷ throughput.
// - fixed rate (`ratePerS`): request n is due at start + n ÷ rate whether or not earlier ones
//   were answered, and its latency counts from that due time, so a server that falls behind
//   (answers queued on busy connections) shows it in full ("coordinated omission" corrected).
//   Every request due within the run is sent and waited for.
import { connect, type Socket } from 'node:net';

export interface LeanLoadOptions {
  host: string;
  port: number;
  connections: number;
  durationS: number;
  /** Request number `n` as bytes on the wire: request line, headers and body. */
  request: (n: number) => Buffer;
  /** Requests per second at fixed times (see the top of this file); closed loop without it. */
  ratePerS?: number;
}

export interface LeanLoadResult {
  /** Closed loop: answers that arrived before the end of the run. Fixed rate: answers to the requests due within it. */
  requests: number;
  /** Answers with a status outside 200–299. */
  non2xx: number;
  /** Connections that failed or answers that could not be read. */
  errors: number;
  /** Closed loop: the run's length. Fixed rate: from the start to the last answer. */
  durationS: number;
  requestsPerS: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
}

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;
const CHUNKED = /\r\ntransfer-encoding:\s*chunked/i;
const CRLF = Buffer.from('\r\n');

/**
 * Where a chunked body that starts at `start` ends (a streamed page has no Content-Length), or
 * undefined while its last chunk has not arrived. Chunk extensions and trailers are not sent by
 * the server under test, so neither is read.
 */
function chunkedEnd(buffer: Buffer, start: number): number | undefined {
  let at = start;
  for (;;) {
    const lineEnd = buffer.indexOf(CRLF, at);
    if (lineEnd < 0) return undefined;
    const size = Number.parseInt(buffer.toString('latin1', at, lineEnd), 16);
    if (Number.isNaN(size)) return -1;
    const next = lineEnd + 2 + size + 2;
    if (size === 0) return buffer.length >= next ? next : undefined;
    if (buffer.length < next) return undefined;
    at = next;
  }
}

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

/** One keep-alive connection with at most one request in flight. */
interface Connection {
  send: (bytes: Buffer) => void;
  end: () => void;
}

/**
 * Opens a connection; `onAnswer` gets each answer's status and arrival time, `onError` a failure
 * (an unreadable answer closes the connection). Resolves when the connection is open.
 */
function openConnection(
  options: LeanLoadOptions,
  onAnswer: (connection: Connection, status: number, arrivedAt: number) => void,
  onError: () => void,
  onClose: (connection: Connection) => void,
): Promise<Connection> {
  return new Promise((resolve) => {
    const socket: Socket = connect({ host: options.host, port: options.port, noDelay: true });
    const connection: Connection = {
      send: (bytes) => socket.write(bytes),
      end: () => socket.end(),
    };
    let pending: Buffer = Buffer.alloc(0);
    socket.on('connect', () => resolve(connection));
    socket.on('data', (data: Buffer) => {
      pending = pending.length === 0 ? data : Buffer.concat([pending, data]);
      const headerEnd = pending.indexOf(HEADER_END);
      if (headerEnd < 0) return;
      const head = pending.toString('latin1', 0, headerEnd);
      const length = CONTENT_LENGTH.exec(head);
      const total = length
        ? headerEnd + HEADER_END.length + Number(length[1])
        : CHUNKED.test(head)
          ? chunkedEnd(pending, headerEnd + HEADER_END.length)
          : -1;
      if (total === -1) {
        onError();
        socket.destroy();
        return;
      }
      if (total === undefined || pending.length < total) return;
      // One request in flight per connection: the answer ends the buffer.
      pending = pending.subarray(total);
      onAnswer(connection, Number(head.slice(9, 12)), performance.now());
    });
    socket.on('error', () => {
      onError();
      resolve(connection);
    });
    socket.on('close', () => onClose(connection));
  });
}

/** Runs the load for `durationS` seconds and reports what was answered (see the top of this file). */
export async function leanLoad(options: LeanLoadOptions): Promise<LeanLoadResult> {
  let latencies = new Float64Array(1 << 16);
  let answered = 0;
  let non2xx = 0;
  let errors = 0;
  let open = 0;
  let allClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => (allClosed = resolve));

  const record = (milliseconds: number, status: number) => {
    if (answered === latencies.length) {
      const grown = new Float64Array(latencies.length * 2);
      grown.set(latencies);
      latencies = grown;
    }
    latencies[answered++] = milliseconds;
    if (status < 200 || status > 299) non2xx += 1;
  };
  const onClose = (connection: Connection) => {
    pacing.onClose?.(connection);
    open -= 1;
    if (open === 0) allClosed();
  };
  const onError = () => {
    errors += 1;
  };

  const pacing = options.ratePerS ? fixedRate(options.ratePerS) : closedLoop();
  const connections: Connection[] = [];
  for (let index = 0; index < options.connections; index += 1) {
    open += 1;
    connections.push(await openConnection(options, pacing.onAnswer, onError, onClose));
  }
  const start = performance.now();
  const end = start + options.durationS * 1000;
  let lastAnswerAt = start;
  pacing.begin(connections);
  await closed;
  // Fixed rate with no answer at all: the run's own length, not zero.
  const durationS = options.ratePerS
    ? (lastAnswerAt - start) / 1000 || options.durationS
    : (Math.min(performance.now(), end) - start) / 1000;
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

  interface Pacing {
    begin: (connections: Connection[]) => void;
    onAnswer: (connection: Connection, status: number, arrivedAt: number) => void;
    onClose?: (connection: Connection) => void;
  }

  /** Each connection writes its next request when its answer arrives; answers after the end are not counted. */
  function closedLoop(): Pacing {
    let sent = 0;
    const writtenAt = new Map<Connection, number>();
    const next = (connection: Connection) => {
      const now = performance.now();
      if (now >= end) {
        connection.end();
        return;
      }
      writtenAt.set(connection, now);
      connection.send(options.request(sent++));
    };
    return {
      begin: (all) => all.forEach(next),
      onAnswer(connection, status, arrivedAt) {
        if (arrivedAt <= end) record(arrivedAt - writtenAt.get(connection)!, status);
        next(connection);
      },
    };
  }

  /** Request n is due at start + n ÷ rate and goes out on the first idle connection. */
  function fixedRate(ratePerS: number): Pacing {
    const intervalMs = 1000 / ratePerS;
    const due = Math.floor(options.durationS * ratePerS);
    let sent = 0;
    let inFlight = 0;
    let idle: Connection[] = [];
    const dueAt = new Map<Connection, number>();
    // A connection lost with a request in flight: that request is an error, never an answer.
    const lost = (connection: Connection) => {
      idle = idle.filter((other) => other !== connection);
      if (dueAt.delete(connection)) {
        inFlight -= 1;
        errors += 1;
      }
      finishIfDone();
    };
    const finishIfDone = () => {
      if (sent < due || inFlight > 0) return;
      for (const connection of idle) connection.end();
      idle = [];
    };
    // Sends every request that is due while a connection is idle; a timer wakes it for the next.
    let timer: NodeJS.Timeout | undefined;
    const pump = () => {
      const now = performance.now();
      while (idle.length > 0 && sent < due && start + sent * intervalMs <= now) {
        const connection = idle.pop()!;
        dueAt.set(connection, start + sent * intervalMs);
        inFlight += 1;
        connection.send(options.request(sent++));
      }
      if (sent < due && idle.length > 0 && timer === undefined) {
        timer = setTimeout(
          () => {
            timer = undefined;
            pump();
          },
          Math.max(0, start + sent * intervalMs - performance.now()),
        );
      }
      finishIfDone();
    };
    return {
      begin(all) {
        idle = [...all];
        pump();
      },
      onAnswer(connection, status, arrivedAt) {
        inFlight -= 1;
        lastAnswerAt = arrivedAt;
        record(arrivedAt - dueAt.get(connection)!, status);
        dueAt.delete(connection);
        idle.push(connection);
        pump();
      },
      onClose: lost,
    };
  }
}
