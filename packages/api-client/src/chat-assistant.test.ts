import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatAnswer } from '@lender/validation';
import { createApiClient } from './api-client.ts';
import { CHAT_ANSWER_PATH, CHAT_CALLBACK_PATH } from './chat-assistant.ts';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
  vi.restoreAllMocks();
});

/** A server answering every request with `status` and `body`, recording what it received. */
async function serve(status: number, body: unknown) {
  const seen: { line: string; body: string; key?: string }[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      seen.push({
        line: `${request.method} ${request.url}`,
        body: text,
        key: request.headers['idempotency-key'] as string | undefined,
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  close = async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  };
  const { port } = server.address() as AddressInfo;
  return { client: createApiClient({ baseUrl: `http://127.0.0.1:${port}` }), seen };
}

const answer: ChatAnswer = {
  kind: 'answer',
  lead: 'Here is what our page “PMI” says.',
  quote: 'PMI protects the lender.',
  sources: [{ path: '/learn/pmi', title: 'PMI' }],
  disclaimer: 'General information.',
};

describe('askChatAssistant', () => {
  it('posts the question and checks the answer', async () => {
    const { client, seen } = await serve(200, answer);
    await expect(client.askChatAssistant('What is PMI?')).resolves.toEqual({
      ok: true,
      data: answer,
    });
    expect(seen).toEqual([
      { line: `POST ${CHAT_ANSWER_PATH}`, body: '{"question":"What is PMI?"}', key: undefined },
    ]);
  });

  it('fails an answer linking off the site', async () => {
    const { client } = await serve(200, {
      ...answer,
      sources: [{ path: 'https://phish.example/', title: 'PMI' }],
    });
    await expect(client.askChatAssistant('What is PMI?')).resolves.toEqual({
      ok: false,
      kind: 'failed',
    });
  });

  it('gives the field errors of a 400', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const errors = [{ field: 'question', message: 'Enter a question' }];
    const { client } = await serve(400, { message: 'There is a problem', errors });
    await expect(client.askChatAssistant('')).resolves.toEqual({
      ok: false,
      kind: 'invalid',
      errors,
    });
  });
});

describe('requestCallback', () => {
  it('posts the request with its Idempotency-Key', async () => {
    const { client, seen } = await serve(201, { status: 'received' });
    const body = { name: 'Ada', phone: '3135550100', bestTime: 'morning', consent: true } as const;
    await expect(client.requestCallback(body, 'key-1')).resolves.toEqual({
      ok: true,
      data: { status: 'received' },
    });
    expect(seen).toEqual([
      { line: `POST ${CHAT_CALLBACK_PATH}`, body: JSON.stringify(body), key: 'key-1' },
    ]);
  });
});
