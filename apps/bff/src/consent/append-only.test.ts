import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Consent records are the proof of what visitors asked and when: the application only ever
// inserts them. Suppression is derived (the latest record wins), so nothing needs to change one.
const SRC = join(import.meta.dirname, '..');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    }),
  );
  return files.flat();
}

describe('consent records', () => {
  it('are never updated or deleted by the application', async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles(SRC)) {
      const text = await readFile(file, 'utf8');
      if (
        /\.(update|delete)\(\s*consentRecords\b/.test(text) ||
        /\b(update|delete\s+from|truncate)\s+"?consent_records\b/i.test(text)
      ) {
        offenders.push(file);
      }
    }
    expect(offenders).toEqual([]);
  });
});
