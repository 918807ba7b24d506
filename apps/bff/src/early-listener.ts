// The port is taken before the server's own code loads: loading it (about 800 modules and the
// site's server build) takes one to three seconds on a small machine, and holds the thread's event
// loop for most of that, so a process manager or load balancer probing /healthz would see a
// refused or unanswered connection. A thread of its own (early-listener-thread.ts) listens from a
// few tens of milliseconds into the process, answering `/healthz` 200 and everything else 503
// with Retry-After (an HTML page that reloads itself for a browser), until the app is ready to
// listen: then it closes and the app listens on the same port at once (main.ts), a gap of a few
// milliseconds in which a connection would be refused.
import { Worker } from 'node:worker_threads';

/** Where the early listener listens: the configured port and address. */
export interface EarlyAddress {
  port: number;
  host: string;
  driver: 'pglite' | 'postgres';
}

/** The thread's messages: bound (with the port), could not bind, closed. */
export type EarlyListenerMessage = { listening: number } | { failed: string } | { closed: true };

/** A listener the app replaces. */
export interface EarlyListener {
  /** What it was asked to listen on (port 0: any free port). */
  address: EarlyAddress;
  /** The port it listens on (the one asked for, or the one given for port 0). */
  port: number;
  /** Stops listening (answering the requests it has) and ends its thread. */
  close(): Promise<void>;
}

const threadFile = new URL(
  import.meta.url.endsWith('.ts') ? './early-listener-thread.ts' : './early-listener-thread.js',
  import.meta.url,
);

/**
 * The address from the variables src/config.ts reads, parsed just enough to listen: the full
 * configuration loads zod, which takes hundreds of milliseconds on a busy machine. Undefined where
 * there is to be no early listener: with several server processes (Node's cluster shares the port
 * through the primary), for HOST=localhost (the app listens on each of its addresses) and for a
 * value the configuration would refuse (the app reports it).
 */
export function earlyAddress(env: Record<string, string | undefined>): EarlyAddress | undefined {
  const value = (name: string) => (env[name] === '' ? undefined : env[name]);
  const port = value('PORT') ?? '3000';
  const host = value('HOST') ?? '0.0.0.0';
  const processes = value('WEB_CONCURRENCY') ?? '1';
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65_535) return undefined;
  if (processes !== '1' || host === 'localhost') return undefined;
  return { port: Number(port), host, driver: value('DATABASE_URL') ? 'postgres' : 'pglite' };
}

/**
 * Listens on the address in a thread of its own. Rejects with the listen error's code (and
 * syscall 'listen') where the address cannot be had: the port is in use, say, which the app's own
 * listen would meet too, after a start of several seconds. Resolves undefined where the thread
 * itself did not start (the app then listens as it always did).
 */
export async function listenEarly(address: EarlyAddress): Promise<EarlyListener | undefined> {
  const thread = new Worker(threadFile, { workerData: address });
  const next = () =>
    new Promise<EarlyListenerMessage | undefined>((resolve) => {
      const onMessage = (message: EarlyListenerMessage) => {
        thread.off('error', onEnd);
        thread.off('exit', onEnd);
        resolve(message);
      };
      const onEnd = () => {
        thread.off('message', onMessage);
        resolve(undefined);
      };
      thread.once('message', onMessage);
      thread.once('error', onEnd);
      thread.once('exit', onEnd);
    });
  const started = await next();
  if (!started || !('listening' in started)) {
    await thread.terminate();
    if (started && 'failed' in started) {
      throw Object.assign(new Error(`listen ${started.failed} ${address.host}:${address.port}`), {
        code: started.failed,
        syscall: 'listen',
      });
    }
    return undefined;
  }
  // The thread must not keep a finished process alive.
  thread.unref();
  return {
    address,
    port: started.listening,
    async close() {
      const closed = next();
      thread.postMessage('close');
      await closed;
      // Not awaited: the port is free now, and the app listens on it at once.
      void thread.terminate();
    },
  };
}
