/**
 * First-party experiments (issue 26 part 6): which variant a visitor sees. Pure: the server
 * hands in the anonymous id and the remembered assignments, and writes the cookie itself. No
 * zod here, so the browser can import the types and the cookie codec for a few hundred bytes.
 */

/** One variant of an experiment. `weight` is its share of visitors, relative to the others'. */
export interface ExperimentVariant {
  readonly key: string;
  readonly name: string;
  readonly weight: number;
}

/**
 * An experiment as its configuration file defines it. The first variant is the control: visitors
 * we may not identify (no anonymous id, no consent to make one) see it.
 */
export interface Experiment {
  readonly key: string;
  readonly name: string;
  /** Where it runs: exact paths (`/`), or a path ending in `/*` for the pages under it. */
  readonly paths: readonly string[];
  readonly variants: readonly ExperimentVariant[];
}

/** A visitor's variant of one experiment, as a page renders it and reports it. */
export interface ExperimentAssignment {
  readonly experimentKey: string;
  readonly experimentName: string;
  readonly variantKey: string;
  readonly variantName: string;
  /**
   * Whether this assignment may be reported (participated_in_experiment): false when the server
   * showed the control only because it could not identify the visitor without their consent.
   */
  readonly reportable: boolean;
}

/** Keys of experiments and variants: lower case, digits and hyphens, so they fit a cookie as they are. */
export const EXPERIMENT_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** The cookie remembering a visitor's variants: `home-hero:plain-words|other:control`. */
export const EXPERIMENTS_COOKIE = 'experiments';

const utf8 = new TextEncoder();

/**
 * MurmurHash3 (x86, 32-bit) of a string's UTF-8 bytes: the hash Optimizely and GrowthBook bucket
 * with. Fast, and uniform on ids that differ in one character, which matters because anonymous
 * ids share their layout (UUIDs). Byte-exact with the reference, so an analyst can reproduce an
 * assignment in any language.
 */
export function murmurHash3(text: string, seed = 0): number {
  const bytes = utf8.encode(text);
  const c1 = 0xcc9e2d51;
  const c2 = 0x1b873593;
  let hash = seed >>> 0;
  const tail = bytes.length & ~3;
  for (let index = 0; index < tail; index += 4) {
    let k =
      bytes[index]! |
      (bytes[index + 1]! << 8) |
      (bytes[index + 2]! << 16) |
      (bytes[index + 3]! << 24);
    k = Math.imul(k, c1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, c2);
    hash ^= k;
    hash = (hash << 13) | (hash >>> 19);
    hash = (Math.imul(hash, 5) + 0xe6546b64) | 0;
  }
  // The last 1 to 3 bytes, little-endian, as the reference's fall-through switch reads them.
  const remaining = bytes.length & 3;
  if (remaining > 0) {
    let k = 0;
    for (let index = remaining - 1; index >= 0; index -= 1) k = (k << 8) | bytes[tail + index]!;
    k = Math.imul(k, c1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, c2);
    hash ^= k;
  }
  hash ^= bytes.length;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * Where a visitor falls in an experiment, in [0, 1): the hash of the experiment key and the
 * anonymous id. The key is part of it so that one visitor's variants in two experiments are
 * independent (the same half of visitors does not always get the second variant).
 */
export function experimentBucket(experimentKey: string, anonymousId: string): number {
  return murmurHash3(`${experimentKey}:${anonymousId}`) / 0x1_0000_0000;
}

/** The variant an anonymous id gets: its bucket laid over the variants' weights, in order. */
export function assignVariant(experiment: Experiment, anonymousId: string): ExperimentVariant {
  const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
  const point = experimentBucket(experiment.key, anonymousId) * total;
  let upTo = 0;
  for (const variant of experiment.variants) {
    upTo += variant.weight;
    if (point < upTo && variant.weight > 0) return variant;
  }
  // Rounding can leave the very top of the range: it belongs to the last variant with weight.
  return [...experiment.variants].reverse().find((variant) => variant.weight > 0)!;
}

/** Whether an experiment runs on a path (trailing slashes, query and hash ignored). */
export function experimentRunsOn(experiment: Experiment, pathname: string): boolean {
  const path = normalizePath(pathname);
  return experiment.paths.some((pattern) => {
    if (!pattern.endsWith('/*')) return normalizePath(pattern) === path;
    const base = normalizePath(pattern.slice(0, -2));
    return base === '/' || path === base || path.startsWith(`${base}/`);
  });
}

function normalizePath(pathname: string): string {
  const trimmed = (pathname.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The variants remembered in the {@link EXPERIMENTS_COOKIE} cookie, by experiment key; malformed pairs are skipped. */
export function parseExperimentsCookie(value: string | undefined): Map<string, string> {
  const remembered = new Map<string, string>();
  for (const pair of (value ?? '').split('|')) {
    const [experimentKey, variantKey, ...rest] = pair.split(':');
    if (rest.length > 0 || !experimentKey || !variantKey) continue;
    if (EXPERIMENT_KEY_PATTERN.test(experimentKey) && EXPERIMENT_KEY_PATTERN.test(variantKey)) {
      remembered.set(experimentKey, variantKey);
    }
  }
  return remembered;
}

/** The {@link EXPERIMENTS_COOKIE} value for remembered variants (keys only use cookie-safe characters). */
export function serializeExperimentsCookie(remembered: ReadonlyMap<string, string>): string {
  return [...remembered].map(([experiment, variant]) => `${experiment}:${variant}`).join('|');
}

/** What {@link assignExperiments} decides from. */
export interface AssignmentInputs {
  readonly experiments: readonly Experiment[];
  readonly pathname: string;
  /** The visitor's anonymous id, when known (or made, with consent). */
  readonly anonymousId: string | undefined;
  /** The variants remembered in the cookie, by experiment key. */
  readonly remembered: ReadonlyMap<string, string>;
}

/**
 * The variants of the experiments running on a path. A remembered variant that still exists
 * wins, so a visitor keeps theirs when the weights change or the anonymous id is replaced;
 * otherwise the hash of the id; without an id, the control (first variant), not reported.
 */
export function assignExperiments(inputs: AssignmentInputs): ExperimentAssignment[] {
  return inputs.experiments
    .filter((experiment) => experimentRunsOn(experiment, inputs.pathname))
    .map((experiment) => {
      const rememberedKey = inputs.remembered.get(experiment.key);
      const remembered = experiment.variants.find(
        (variant) => variant.key === rememberedKey && variant.weight > 0,
      );
      const variant =
        remembered ??
        (inputs.anonymousId
          ? assignVariant(experiment, inputs.anonymousId)
          : experiment.variants[0]!);
      return {
        experimentKey: experiment.key,
        experimentName: experiment.name,
        variantKey: variant.key,
        variantName: variant.name,
        reportable: Boolean(remembered ?? inputs.anonymousId),
      };
    });
}
