import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatAnswerSchema, type ChatAnswer } from '@lender/validation';
import { DATABASE_KINDS, testDatabase } from '../../test/helpers.ts';
import { createSearchService } from '../search/search-service.ts';
import { writeDocumentsFile } from '../search/test-documents.ts';
import { CHAT_DISCLAIMER } from './answer-composer.ts';
import { createChatAssistantService, type ChatAssistantService } from './chat-assistant-service.ts';
import { quotesARate } from './page-passages.ts';
import { CHAT_TEST_PAGES } from './test-pages.ts';

const paths = (answer: ChatAnswer) => answer.sources.map((source) => source.path);

describe.each(DATABASE_KINDS)('the chat assistant on %s', (kind) => {
  let assistant: ChatAssistantService;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const test = await testDatabase(kind);
    dispose = test.dispose;
    const search = await createSearchService({
      db: test.database.db,
      documentsPath: await writeDocumentsFile(CHAT_TEST_PAGES),
    });
    assistant = createChatAssistantService(search);
  }, 60_000);
  afterAll(() => dispose());

  // Acceptance 5: five typical questions, each with the page that answers it and the calculator
  // that goes with it (if any), from the fixed pages of test-pages.ts.
  it.each<{
    question: string;
    page: string;
    quote: RegExp;
    calculator?: string;
    advice?: boolean;
  }>([
    {
      question: 'How much house can I afford?',
      page: '/learn/buying/how-much-house-can-i-afford',
      quote: /^What you can afford depends on your income/,
      calculator: '/calculators/affordability',
      advice: true,
    },
    {
      question: 'What is PMI?',
      page: '/learn/rates-and-costs/private-mortgage-insurance',
      quote: /^Private mortgage insurance \(PMI\) is insurance that most lenders require/,
    },
    {
      question: 'Should I refinance?',
      page: '/learn/refinancing/refinancing-your-mortgage',
      quote: /^Refinancing means replacing your current mortgage with a new one\./,
      advice: true,
    },
    {
      question: 'What is an FHA loan?',
      page: '/learn/loan-types/fha-loans',
      quote: /^An FHA loan is a mortgage insured by the Federal Housing Administration\./,
    },
    {
      question: 'How do I stop marketing emails?',
      page: '/opt-out',
      quote: /^Opt out of promotional emails, phone calls and text messages/,
    },
  ])('“$question” → $page', async ({ question, page, quote, calculator, advice }) => {
    const answer = await assistant.answer(question);
    expect(ChatAnswerSchema.parse(answer)).toEqual(answer);
    expect(answer.kind).toBe('answer');
    expect(paths(answer)[0]).toBe(page);
    expect(answer.quote).toMatch(quote);
    expect(answer.calculator?.path).toBe(calculator);
    expect(answer.lead.startsWith('I can’t tell you what’s right for you')).toBe(advice === true);
    expect(answer.lead).toContain(`“${answer.sources[0]?.title}”`);
    expect(answer.disclaimer).toBe(CHAT_DISCLAIMER);
    // Every link is a page of the index.
    const indexed = new Set(CHAT_TEST_PAGES.map((document) => document.path));
    for (const path of [...paths(answer), answer.calculator?.path].filter(Boolean)) {
      expect(indexed.has(path!)).toBe(true);
    }
  });

  it('answers a frequently asked question with its own answer', async () => {
    const answer = await assistant.answer('When can I stop paying PMI?');
    expect(paths(answer)[0]).toBe('/learn/rates-and-costs/private-mortgage-insurance');
    expect(answer.quote).toBe(
      'You can ask your servicer to cancel PMI when your balance reaches 80% of the home’s original value. It must end at 78%.',
    );
  });

  it('never quotes a rate a page states: the sentence is left out', async () => {
    const answer = await assistant.answer('What is a rate-and-term refinance?');
    expect(paths(answer)[0]).toBe('/learn/refinancing/refinancing-your-mortgage');
    expect(answer.quote).not.toMatch(/5\.9%/);
    expect(quotesARate(answer.quote ?? '')).toBe(false);
  });

  it.each(['What are today’s mortgage rates?', 'What rate can I get?', 'what is your best APR'])(
    'sends “%s” to the rates page instead of quoting a rate',
    async (question) => {
      const answer = await assistant.answer(question);
      expect(answer.kind).toBe('rates');
      expect(answer.quote).toBeUndefined();
      expect(answer.sources).toEqual([{ path: '/rates', title: 'Today’s mortgage rates' }]);
      expect(answer.lead).toMatch(/^I can’t quote rates here/);
    },
  );

  it.each(['Hello there', 'What is the weather in Paris?', 'the and of'])(
    'says when it finds nothing for “%s”',
    async (question) => {
      const answer = await assistant.answer(question);
      expect(answer).toMatchObject({ kind: 'no-match', sources: [] });
      expect(answer.calculator).toBeUndefined();
      expect(answer.disclaimer).toBe(CHAT_DISCLAIMER);
    },
  );

  it('links only to indexed pages, whatever the question holds', async () => {
    const answer = await assistant.answer(
      'PMI https://phish.example/login //evil.example /learn/../../etc javascript:alert(1)',
    );
    const indexed = new Set(CHAT_TEST_PAGES.map((document) => document.path));
    expect(answer.sources.length).toBeGreaterThan(0);
    for (const { path } of answer.sources) expect(indexed.has(path)).toBe(true);
    expect(JSON.stringify(answer)).not.toMatch(/phish|evil|javascript/);
  });
});
