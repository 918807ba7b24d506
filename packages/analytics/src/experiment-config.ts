/**
 * The experiments' configuration file (issue 26 part 6), checked with zod when the server
 * starts: a mistake stops the start with a message naming the field, rather than showing some
 * visitors a variant that cannot be rendered or measured.
 */
import { z } from 'zod';
import { EXPERIMENT_KEY_PATTERN, type Experiment } from './experiment-assignment.ts';

const keyMessage =
  'Use 1 to 40 lower-case letters, digits and hyphens, starting with a letter or digit';
const KeySchema = z.string().regex(EXPERIMENT_KEY_PATTERN, keyMessage);
const NameSchema = z.string().trim().min(1, 'Enter a name').max(100, 'Use at most 100 characters');

/** One variant: its key (sent as variant_id), its name (variant_name) and its relative weight. */
export const ExperimentVariantSchema = z.strictObject({
  key: KeySchema,
  name: NameSchema,
  weight: z.number().finite().min(0, 'Enter a weight of 0 or more'),
});

/** A path the experiment runs on: `/`, `/rates`, or `/learn/*` for the pages under /learn. */
export const ExperimentPathSchema = z
  .string()
  .regex(/^\/[A-Za-z0-9\-._~/]*(\/\*)?$/, 'Enter a path starting with /, optionally ending in /*');

/** One experiment. The first variant is the control, shown when a visitor cannot be identified. */
export const ExperimentSchema = z
  .strictObject({
    key: KeySchema,
    name: NameSchema,
    paths: z.array(ExperimentPathSchema).min(1, 'Give at least one path'),
    variants: z.array(ExperimentVariantSchema).min(2, 'Give at least two variants'),
  })
  .superRefine((experiment, context) => {
    const seen = new Set<string>();
    experiment.variants.forEach((variant, index) => {
      if (seen.has(variant.key)) {
        context.addIssue({
          code: 'custom',
          path: ['variants', index, 'key'],
          message: `Variant key "${variant.key}" is used twice`,
        });
      }
      seen.add(variant.key);
    });
    if (experiment.variants.every((variant) => variant.weight === 0)) {
      context.addIssue({
        code: 'custom',
        path: ['variants'],
        message: 'Give at least one variant a weight above 0',
      });
    }
  });

/** The file: `{ "experiments": [...] }`; an empty list runs none. */
export const ExperimentsConfigSchema = z
  .strictObject({ experiments: z.array(ExperimentSchema) })
  .superRefine((config, context) => {
    const seen = new Set<string>();
    config.experiments.forEach((experiment, index) => {
      if (seen.has(experiment.key)) {
        context.addIssue({
          code: 'custom',
          path: ['experiments', index, 'key'],
          message: `Experiment key "${experiment.key}" is used twice`,
        });
      }
      seen.add(experiment.key);
    });
  });

/** The configuration file's contents, as the schema gives them. */
export type ExperimentsConfig = z.infer<typeof ExperimentsConfigSchema>;

/**
 * The experiments of a configuration file's parsed JSON; throws an Error naming each wrong
 * field (`experiments.0.variants.1.weight: Enter a weight of 0 or more`).
 */
export function parseExperimentsConfig(json: unknown, source = 'experiments file'): Experiment[] {
  const result = ExperimentsConfigSchema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`,
    );
    throw new Error(`The ${source} is not valid:\n${problems.join('\n')}`);
  }
  return result.data.experiments;
}
