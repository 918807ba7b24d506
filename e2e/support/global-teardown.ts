import { existsSync, readFileSync } from 'node:fs';
import { SERVER_STDERR } from '../playwright.config.ts';

/** A line of a JavaScript stack trace: "    at fn (file.js:1:2)". */
const STACK_LINE = /^\s+at .+(:\d+:\d+\)?|\(native\)|<anonymous>\)?)$/m;

/**
 * After the journeys: the server's stderr holds no raw stack trace. Errors of pages, loaders and
 * actions go through the server's logger (JSON, masked for personal data), never around it.
 */
export default function globalTeardown(): void {
  if (!existsSync(SERVER_STDERR)) return;
  const stderr = readFileSync(SERVER_STDERR, 'utf8');
  if (STACK_LINE.test(stderr)) {
    throw new Error(`The server wrote a raw stack trace to stderr:\n${stderr.slice(0, 4_000)}`);
  }
}
