import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultExperimentsFile, loadExperiments } from './experiments-file.ts';

describe('loadExperiments', () => {
  it('reads the file shipped with the site: the home page hero experiment', async () => {
    const experiments = await loadExperiments(defaultExperimentsFile());
    expect(experiments.map((experiment) => experiment.key)).toContain('home-hero');
  });

  it('stops the start with a message naming the file and the field', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'experiments-'));
    const path = join(dir, 'experiments.json');
    await writeFile(
      path,
      JSON.stringify({
        experiments: [
          { key: 'x', name: 'X', paths: ['/'], variants: [{ key: 'a', name: 'A', weight: 1 }] },
        ],
      }),
    );
    await expect(loadExperiments(path)).rejects.toThrow(
      `experiments file ${path} is not valid:\nexperiments.0.variants: Give at least two variants`,
    );
    await writeFile(path, '{ not json');
    await expect(loadExperiments(path)).rejects.toThrow('is not JSON');
    await expect(loadExperiments(join(dir, 'missing.json'))).rejects.toThrow('cannot read');
  });
});
