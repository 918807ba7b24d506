// The loan-options content an editor changes (SPEC §3): the result copy, the product cards, and the
// table from each answer path to the product names or article names it shows. The site keeps it
// in apps/site/content/loan-options.json and parses it at build time, so a typo fails the build
// with a message naming the row, not a blank results page.

import { z } from 'zod';
import {
  allAnswerPaths,
  DEFAULT_TOGGLE_HIDE,
  DEFAULT_TOGGLE_SHOW,
  LOAN_OPTIONS_QUESTIONS,
  type LoanOptionsQuestion,
} from './questions.ts';

/** The placeholder `richTitle` carries for the number of matching cards (SPEC §3). */
export const MATCH_COUNT_PLACEHOLDER = '{x}';

/** An article name: the article's slug, its file name under content/articles without `.md`. */
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const text = z.string().trim().min(1, 'Enter some text');

/** SPEC §3 result copy set, with the toggle labels' SPEC defaults. */
export const LoanOptionsCopySchema = z.strictObject({
  noResultTitle: text,
  richTitle: text.refine((value) => value.includes(MATCH_COUNT_PLACEHOLDER), {
    error: `richTitle must contain ${MATCH_COUNT_PLACEHOLDER}, where the number of matching loans goes`,
  }),
  default: text,
  purchaseCreditBelow579: text,
  refiCreditBelow579: text,
  refiCredit580To619: text,
  toggleShow: text.default(DEFAULT_TOGGLE_SHOW),
  toggleHide: text.default(DEFAULT_TOGGLE_HIDE),
});

/** The result copy set. */
export type LoanOptionsCopy = z.output<typeof LoanOptionsCopySchema>;

/** A product card: its tag is the product name the table refers to (SPEC §3). */
export const ProductCardSchema = z.strictObject({
  name: text,
  /** The SPEC §3 `metadata.productCode` of the product, for its rates. */
  productCode: z
    .string()
    .regex(/^[A-Z0-9_]+$/, 'productCode must be capital letters, digits and _, like 30YRFIXED'),
  description: text,
});

/** A product card. */
export type ProductCard = z.output<typeof ProductCardSchema>;

/** One row of the table: an answer path and the semicolon-separated names it shows. */
export const LoanOptionsRowSchema = z.strictObject({
  answers: text,
  show: text,
});

/** A row of the table. */
export type LoanOptionsRow = z.output<typeof LoanOptionsRowSchema>;

/** Splits a semicolon-separated list, trimming each entry. */
export function splitNames(list: string): string[] {
  return list.split(';').map((name) => name.trim());
}

/**
 * The content schema for a set of questions: the shape, then the rules that span rows (every
 * answer path once, every name a product card or an article, no row mixing the two).
 */
export function loanOptionsContentSchema(questions: readonly LoanOptionsQuestion[]) {
  const complete = allAnswerPaths(questions);
  const answerIds = new Set(questions.flatMap((question) => question.options.map((o) => o.id)));
  return z
    .strictObject({
      copy: LoanOptionsCopySchema,
      products: z.array(ProductCardSchema).min(1, 'List at least one product card'),
      paths: z.array(LoanOptionsRowSchema),
    })
    .superRefine((content, context) => {
      const names = new Set<string>();
      const codes = new Set<string>();
      content.products.forEach((product, index) => {
        if (names.has(product.name)) {
          context.addIssue({
            code: 'custom',
            path: ['products', index, 'name'],
            message: `"${product.name}" is listed twice`,
          });
        }
        if (codes.has(product.productCode)) {
          context.addIssue({
            code: 'custom',
            path: ['products', index, 'productCode'],
            message: `${product.productCode} is listed twice`,
          });
        }
        names.add(product.name);
        codes.add(product.productCode);
      });

      const seen = new Map<string, number>();
      content.paths.forEach((row, index) => {
        const issue = (message: string, field: 'answers' | 'show') =>
          context.addIssue({ code: 'custom', path: ['paths', index, field], message });
        const ids = splitNames(row.answers);
        const unknown = ids.filter((id) => !answerIds.has(id));
        if (unknown.length > 0) {
          issue(
            `${unknown.map((id) => `"${id}"`).join(', ')} is not an answer id (answer ids: ${[...answerIds].join(', ')})`,
            'answers',
          );
        } else if (!complete.includes(ids.join(';'))) {
          issue(
            'is not a complete answer path: one answer per question, in question order',
            'answers',
          );
        } else if (seen.has(ids.join(';'))) {
          issue(`repeats the answers of paths[${seen.get(ids.join(';'))}]`, 'answers');
        } else {
          seen.set(ids.join(';'), index);
        }

        const shown = splitNames(row.show);
        if (shown.some((name) => name === ''))
          issue('has an empty name between semicolons', 'show');
        const repeated = shown.filter((name, at) => name !== '' && shown.indexOf(name) !== at);
        if (repeated.length > 0) issue(`lists "${repeated[0]}" twice`, 'show');
        const neither = shown.filter(
          (name) => name !== '' && !names.has(name) && !ARTICLE_SLUG_PATTERN.test(name),
        );
        if (neither.length > 0) {
          issue(
            `${neither.map((name) => `"${name}"`).join(', ')} is neither a product card name (${[...names].join(', ')}) nor an article slug`,
            'show',
          );
        }
        const products = shown.filter((name) => names.has(name));
        if (products.length > 0 && products.length < shown.filter((name) => name !== '').length) {
          issue(
            'lists both products and articles; list products, or articles when no product fits',
            'show',
          );
        }
      });

      for (const path of complete) {
        if (!seen.has(path)) {
          context.addIssue({
            code: 'custom',
            path: ['paths'],
            message: `has no row for the answers "${path}"`,
          });
        }
      }
    });
}

/** The content schema of the SPEC's four questions. */
export const LoanOptionsContentSchema = loanOptionsContentSchema(LOAN_OPTIONS_QUESTIONS);

/** Parsed loan-options content. */
export type LoanOptionsContent = z.output<typeof LoanOptionsContentSchema>;

/** Thrown by {@link parseLoanOptionsContent}; `problems` has one line per problem. */
export class LoanOptionsContentError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[], source = 'loan-options content') {
    super(
      `${source} has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${problems.map((line) => `- ${line}`).join('\n')}`,
    );
    this.name = 'LoanOptionsContentError';
    this.problems = problems;
  }
}

/** Options of {@link parseLoanOptionsContent}. */
export interface ParseLoanOptionsContentOptions {
  /** The slugs of the site's articles; when given, every article name must be one of them. */
  articleSlugs?: readonly string[];
  /** Questions other than the SPEC's four (tests, another questionnaire). */
  questions?: readonly LoanOptionsQuestion[];
  /** Names the content in the error message, e.g. its file name. */
  source?: string;
}

/**
 * Checks content and gives it back parsed (toggle labels defaulted), or throws a
 * {@link LoanOptionsContentError} listing every problem, each naming its row and the row's answers.
 */
export function parseLoanOptionsContent(
  input: unknown,
  { articleSlugs, questions, source }: ParseLoanOptionsContentOptions = {},
): LoanOptionsContent {
  const schema = questions ? loanOptionsContentSchema(questions) : LoanOptionsContentSchema;
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new LoanOptionsContentError(
      result.error.issues.map((issue) => `${where(issue.path, input)}: ${issue.message}`),
      source,
    );
  }
  if (articleSlugs) {
    const known = new Set(articleSlugs);
    const products = new Set(result.data.products.map((product) => product.name));
    const problems = result.data.paths.flatMap((row, index) =>
      splitNames(row.show)
        .filter((name) => !products.has(name) && !known.has(name))
        .map(
          (name) =>
            `${where(['paths', index, 'show'], input)}: "${name}" is not an article (no content/articles/${name}.md)`,
        ),
    );
    if (problems.length > 0) throw new LoanOptionsContentError(problems, source);
  }
  return result.data;
}

/** `paths[3].show (answers "researching-purchase;…")`: where a problem is, in the editor's terms. */
function where(path: readonly PropertyKey[], input: unknown): string {
  const location = path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
  const [section, row] = path;
  if (section === 'paths' && typeof row === 'number') {
    const answers = (input as { paths?: { answers?: unknown }[] } | null)?.paths?.[row]?.answers;
    if (typeof answers === 'string') return `${location} (answers "${answers}")`;
  }
  return location === '' ? 'content' : location;
}
