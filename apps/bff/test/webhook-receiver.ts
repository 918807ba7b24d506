// A stand-in for the lender's consent receiver: a real HTTP server on 127.0.0.1 that checks each
// delivery's signature and answers as the test decides.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  EVENT_ID_HEADER,
  SIGNATURE_HEADER,
  verifySignature,
} from '../src/consent/webhook-signature.ts';

export interface ReceivedDelivery {
  eventId: string;
  status: number;
  signatureValid: boolean;
  payload: { eventId?: string; [key: string]: unknown };
}

/** Starts a receiver; `answer(eventId, attemptForThatEvent)` gives each delivery's status. */
export async function startReceiver(
  secret: string,
  answer: (eventId: string, attempt: number) => number,
) {
  const deliveries: ReceivedDelivery[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const eventId = String(request.headers[EVENT_ID_HEADER] ?? '');
      const signature = request.headers[SIGNATURE_HEADER];
      const signatureValid = verifySignature(
        secret,
        body,
        typeof signature === 'string' ? signature : undefined,
        Math.floor(Date.now() / 1000),
      );
      const attempt = deliveries.filter((delivery) => delivery.eventId === eventId).length + 1;
      const status = signatureValid ? answer(eventId, attempt) : 401;
      deliveries.push({ eventId, status, signatureValid, payload: JSON.parse(body) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/consent-events`,
    deliveries,
    /** How many times each event was acknowledged with a 2xx. */
    acknowledged(): Map<string, number> {
      const counts = new Map<string, number>();
      for (const delivery of deliveries) {
        if (delivery.status >= 200 && delivery.status < 300) {
          counts.set(delivery.eventId, (counts.get(delivery.eventId) ?? 0) + 1);
        }
      }
      return counts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `condition` every 20 ms until it holds, or fails after `timeoutMs`. */
export async function eventually(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
