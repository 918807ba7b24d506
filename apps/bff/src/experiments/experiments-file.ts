// The experiments' configuration file (issue 26 part 6), read once at start and checked with
// @lender/analytics' zod schema: a wrong file stops the start, naming the field.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseExperimentsConfig, type Experiment } from '@lender/analytics';
import { packageDir } from '../package-paths.ts';

/**
 * The file shipped with the site (apps/site/experiments.json): it sits beside the pages that
 * render the variants, so a variant and its copy change in one commit.
 */
export function defaultExperimentsFile(): string {
  return join(packageDir('@lender/site'), 'experiments.json');
}

/** The experiments of a configuration file; throws when it cannot be read or is not valid. */
export async function loadExperiments(path: string): Promise<Experiment[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(`EXPERIMENTS_FILE: cannot read ${path}`, { cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`EXPERIMENTS_FILE: ${path} is not JSON`, { cause: error });
  }
  return parseExperimentsConfig(json, `experiments file ${path}`);
}
