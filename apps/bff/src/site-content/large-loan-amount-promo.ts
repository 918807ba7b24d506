// The get-started page's large-loan-amount promo (SPEC §2), which an operator switches on without
// a build: a content file named by LARGE_LOAN_AMOUNT_PROMO_FILE, read once at start and checked
// here, so a wrong file stops the start naming the field.
import { readFile } from 'node:fs/promises';
import type { ConfiguredPromo } from '@lender/site/server-context';
import { SitePathSchema } from '@lender/validation';
import { z } from 'zod';

/** The page the promo appears on (apps/site app/routes/get-started.tsx): rendered per request while one is set. */
export const LARGE_LOAN_AMOUNT_PROMO_PAGE = '/purchase/get-started';

const text = (field: string, max: number) =>
  z
    .string({ error: `Give the ${field} as text` })
    .trim()
    .min(1, `Give the ${field}`)
    .max(max, `The ${field} must be ${max} characters or fewer`);

/**
 * The file: `{ "title": …, "text": …, "link": { "text": …, "href": "/a/page" } }`, the link
 * optional. The link leads to a page of this site only: a promo is the lender's offer, and a file
 * edited by hand must not be able to send visitors elsewhere.
 */
export const LargeLoanAmountPromoSchema = z.strictObject({
  title: text('title', 120),
  text: text('text', 600),
  link: z
    .strictObject({
      text: text('link text', 80),
      href: SitePathSchema,
    })
    .optional(),
});

/** The promo in a file; throws naming the file and each wrong field when it cannot be used. */
export async function loadLargeLoanAmountPromo(path: string): Promise<ConfiguredPromo> {
  const source = `LARGE_LOAN_AMOUNT_PROMO_FILE ${path}`;
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new Error(`${source}: cannot be read as JSON`, { cause: error });
  }
  const result = LargeLoanAmountPromoSchema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`,
    );
    throw new Error(`${source} is not valid:\n${problems.join('\n')}`);
  }
  const { link, ...promo } = result.data;
  return link ? { ...promo, link } : promo;
}
