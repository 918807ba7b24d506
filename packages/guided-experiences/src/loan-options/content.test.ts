import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allAnswerPaths,
  LOAN_OPTIONS_QUESTIONS,
  LoanOptionsContentError,
  parseLoanOptionsContent,
} from './index.ts';

// The default content lives with the site (an editor changes it there); these tests hold it to
// the questionnaire, the site's articles and the lender's product catalogue.
const repo = new URL('../../../../', import.meta.url);
const contentFile = new URL('apps/site/content/loan-options.json', repo);
const raw = JSON.parse(readFileSync(contentFile, 'utf8')) as {
  copy: Record<string, string>;
  products: { name: string; productCode: string }[];
  paths: { answers: string; show: string }[];
};
const articleSlugs = readdirSync(new URL('apps/site/content/articles/', repo))
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.slice(0, -'.md'.length));

describe('apps/site/content/loan-options.json', () => {
  const content = parseLoanOptionsContent(raw, { articleSlugs, source: 'loan-options.json' });

  it('has one row for every answer path', () => {
    expect(content.paths.map((row) => row.answers).sort()).toEqual(
      allAnswerPaths(LOAN_OPTIONS_QUESTIONS).sort(),
    );
  });

  it('names products exactly as the lender’s product catalogue does', () => {
    const catalog = readFileSync(new URL('apps/bff/src/rates/product-catalog.ts', repo), 'utf8');
    const entries = [...catalog.matchAll(/code: '([^']+)',\s*name: '([^']+)'/g)].map(
      ([, code, name]) => ({ productCode: code, name }),
    );
    expect(entries.length).toBeGreaterThan(0);
    for (const product of content.products) {
      expect(entries).toContainEqual({ productCode: product.productCode, name: product.name });
    }
  });

  it('shows articles only where no product fits: credit below 579', () => {
    const articleRows = content.paths.filter((row) =>
      row.show.split(';').every((name) => articleSlugs.includes(name)),
    );
    expect(articleRows.every((row) => row.answers.includes('credit-below-579'))).toBe(true);
    expect(articleRows).toHaveLength(8);
  });
});

type Raw = typeof raw;
const clone = (): Raw => structuredClone(raw);

describe('invalid content throws, naming the bad row', () => {
  it.each([
    {
      what: 'an unknown answer id',
      change: (content: Raw) => {
        content.paths[3]!.answers = content.paths[3]!.answers.replace('va-no', 'va-maybe');
      },
      message:
        /paths\[3\]\.answers \(answers "researching-purchase;affordable-yes;credit-580-619;va-maybe"\): "va-maybe" is not an answer id/,
    },
    {
      what: 'answers out of question order',
      change: (content: Raw) => {
        content.paths[0]!.answers = 'affordable-yes;researching-purchase;credit-below-579;va-yes';
      },
      message:
        /paths\[0\]\.answers \(answers "affordable-yes;researching-purchase;credit-below-579;va-yes"\): is not a complete answer path/,
    },
    {
      what: 'a repeated row',
      change: (content: Raw) => {
        content.paths[5]!.answers = content.paths[4]!.answers;
      },
      message: /paths\[5\]\.answers \(answers "[^"]+"\): repeats the answers of paths\[4\]/,
    },
    {
      what: 'a missing row',
      change: (content: Raw) => {
        content.paths.splice(31, 1);
      },
      message:
        /paths: has no row for the answers "researching-refi;affordable-no;credit-above-680;va-no"/,
    },
    {
      what: 'a name that is neither a product nor an article',
      change: (content: Raw) => {
        content.paths[2]!.show = '30-year FHA;30 year fixed';
      },
      message:
        /paths\[2\]\.show \(answers "researching-purchase;affordable-yes;credit-580-619;va-yes"\): "30 year fixed" is neither a product card name/,
    },
    {
      what: 'products and articles in one row',
      change: (content: Raw) => {
        content.paths[2]!.show = '30-year FHA;fha-loans';
      },
      message: /paths\[2\]\.show .*lists both products and articles/,
    },
    {
      what: 'a name listed twice',
      change: (content: Raw) => {
        content.paths[2]!.show = '30-year FHA;30-year FHA';
      },
      message: /paths\[2\]\.show .*lists "30-year FHA" twice/,
    },
    {
      what: 'an empty name',
      change: (content: Raw) => {
        content.paths[2]!.show = '30-year FHA;;';
      },
      message: /paths\[2\]\.show .*has an empty name between semicolons/,
    },
    {
      what: 'a row without show',
      change: (content: Raw) => {
        delete (content.paths[6] as Partial<Raw['paths'][number]>).show;
      },
      message:
        /paths\[6\]\.show \(answers "researching-purchase;affordable-yes;credit-above-680;va-yes"\)/,
    },
    {
      what: 'a richTitle without {x}',
      change: (content: Raw) => {
        content.copy.richTitle = 'Loans for you';
      },
      message: /copy\.richTitle: richTitle must contain \{x\}/,
    },
    {
      what: 'a missing message',
      change: (content: Raw) => {
        delete content.copy.refiCredit580To619;
      },
      message: /copy\.refiCredit580To619/,
    },
    {
      what: 'a product listed twice',
      change: (content: Raw) => {
        content.products.push({ ...content.products[0]!, productCode: 'OTHER' });
      },
      message: /products\[7\]\.name: "30-year fixed" is listed twice/,
    },
    {
      what: 'a misspelt field',
      change: (content: Raw) => {
        (content.paths[1] as Record<string, string>).shows = 'x';
      },
      message: /paths\[1\] \(answers "[^"]+"\): Unrecognized key: "shows"/,
    },
  ])('$what', ({ change, message }) => {
    const content = clone();
    change(content);
    expect(() => parseLoanOptionsContent(content, { source: 'loan-options.json' })).toThrow(
      LoanOptionsContentError,
    );
    expect(() => parseLoanOptionsContent(content, { source: 'loan-options.json' })).toThrow(
      message,
    );
  });

  it('an article that does not exist, when the site gives its article slugs', () => {
    const content = clone();
    content.paths[0]!.show = 'credit-scores-and-mortgages;va-loan';
    expect(() => parseLoanOptionsContent(content)).not.toThrow();
    expect(() => parseLoanOptionsContent(content, { articleSlugs })).toThrow(
      /paths\[0\]\.show \(answers "researching-purchase;affordable-yes;credit-below-579;va-yes"\): "va-loan" is not an article/,
    );
  });

  it('lists every problem, one a line', () => {
    const content = clone();
    content.copy.richTitle = 'Loans';
    content.paths[0]!.show = 'nope nope';
    try {
      parseLoanOptionsContent(content, { source: 'loan-options.json' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(LoanOptionsContentError);
      expect((error as LoanOptionsContentError).problems).toHaveLength(2);
      expect((error as Error).message).toMatch(/^loan-options.json has 2 problems:\n- /);
    }
  });

  it('toggle labels default to Show More and Hide', () => {
    const content = clone();
    delete content.copy.toggleShow;
    delete content.copy.toggleHide;
    const parsed = parseLoanOptionsContent(content);
    expect([parsed.copy.toggleShow, parsed.copy.toggleHide]).toEqual(['Show More', 'Hide']);
  });
});
