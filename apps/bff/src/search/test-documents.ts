// Pages for the search tests: a few articles, a calculator and a legal page, written like the
// site's, plus a helper that writes them as the site build would.
import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SearchDocument, SearchDocumentsFile } from './search-documents-file.ts';

export const TEST_DOCUMENTS: SearchDocument[] = [
  {
    path: '/learn/refinancing-your-mortgage',
    kind: 'article',
    title: 'Refinancing your mortgage',
    description: 'When a refinance lowers your payment, and what it costs.',
    keywords: ['refinance', 'refinance closing costs', 'cash-out refinance'],
    headings: ['Refinancing your mortgage', 'When refinancing pays off', 'Break-even point'],
    body: 'A refinance replaces your loan with a new one. Divide the closing costs by the monthly saving to find the break-even point. Rates matter more than fees over a long stay.',
  },
  {
    path: '/learn/private-mortgage-insurance',
    kind: 'article',
    title: 'Private mortgage insurance (PMI)',
    description: 'What PMI costs and how to stop paying it.',
    keywords: ['PMI', 'mortgage insurance'],
    headings: ['Private mortgage insurance (PMI)', 'When PMI ends'],
    body: 'Lenders ask for private mortgage insurance when the down payment is under 20 percent. It ends at 78 percent loan-to-value.',
  },
  {
    path: '/learn/mortgage-rates-points-and-apr',
    kind: 'article',
    title: 'Mortgage rates, points and APR',
    description: 'How the rate, discount points and the APR fit together.',
    keywords: ['mortgage rates', 'discount points', 'APR'],
    headings: ['Mortgage rates, points and APR', 'What a point buys'],
    body: 'One discount point costs 1 percent of the loan amount and lowers the rate. The APR adds fees to the rate so offers compare fairly.',
  },
  {
    path: '/calculators/rent-vs-buy',
    kind: 'calculator',
    title: 'Rent vs. buy calculator',
    description: 'Compare renting and buying a home over 30 years.',
    keywords: ['rent or buy'],
    headings: ['Rent vs. buy calculator'],
    body: 'Enter the purchase price, your rent and the interest rate to compare the cost of renting with the cost of buying.',
  },
  {
    path: '/licensing',
    kind: 'page',
    title: 'Licensing',
    description: 'Our NMLS ID and the state licences we hold.',
    keywords: [],
    headings: ['Licensing'],
    body: 'We are registered with the Nationwide Multistate Licensing System. <script>alert(1)</script> is text here.',
  },
];

/** The documents file the site build would write for these documents. */
export function documentsFile(documents: SearchDocument[]): SearchDocumentsFile {
  const hash = createHash('sha256').update(JSON.stringify(documents)).digest('hex');
  return { version: 1, hash, documents };
}

/** Writes a documents file into a new temporary directory and returns its path. */
export async function writeDocumentsFile(documents: SearchDocument[]): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'search-documents-')), 'search-documents.json');
  await writeFile(path, JSON.stringify(documentsFile(documents)));
  return path;
}
