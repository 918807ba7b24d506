// @vitest-environment jsdom
// The loan-options personalization as a visitor uses it (SPEC §2–§5, §8, §9): landing, one
// question at a time, the results for each message variant with product or article cards, the
// tablet toggle, the review dialog, reset and close, and the applied_filters event.
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTrackedEvents, eventsNamed } from '../test-support.ts';
import { LoanOptions } from './LoanOptions.tsx';
import { loanOptionsPageData } from './loan-options-content.server.ts';

// The learning center's articles come from content/articles in the server build; this browser-like
// environment reads the same files itself.
vi.mock('../../content/learning-center.ts', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { parseArticle } = await import('../../content/article.ts');
  const { createLearningCenter } = await import('../../content/catalog.ts');
  const dir = join(import.meta.dirname, '..', '..', '..', 'content', 'articles');
  const center = createLearningCenter(
    readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .map((fileName) =>
        parseArticle({ fileName, source: readFileSync(join(dir, fileName), 'utf8') }),
      ),
  );
  return { learningCenter: () => center };
});

const data = loanOptionsPageData();
const { copy } = data.content;

afterEach(() => {
  cleanup();
  clearTrackedEvents();
});

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function renderPage(width = 1440) {
  setViewportWidth(width);
  return render(<LoanOptions data={data} />);
}

async function heading(name: string | RegExp) {
  const found = await screen.findByRole('heading', { name });
  await waitFor(() => expect(found).toHaveFocus());
  return found;
}

function choose(label: string) {
  fireEvent.click(screen.getByRole('radio', { name: label }));
}

function press(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

/** Starts and answers every question; the last press is Submit. */
async function answer(answers: readonly string[]) {
  press('Get started');
  await heading('What are you looking into?');
  for (const [index, label] of answers.entries()) {
    choose(label);
    press(index === answers.length - 1 ? 'Submit' : 'Next');
    if (index < answers.length - 1) await screen.findByText(`${index + 2} of 4`, { exact: false });
  }
}

describe('the loan-options personalization', () => {
  it('lands on its introduction, rendered before its machine has loaded', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Which loans fit you?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Get started' })).toBeVisible();
    expect(eventsNamed('loaded_component')).toEqual([
      expect.objectContaining({ component_name: 'loan_options' }),
    ]);
  });

  it('asks one question at a time: progress, no Back on question 1, the question’s own error', async () => {
    renderPage();
    press('Get started');
    await heading('What are you looking into?');
    expect(screen.getByText('1 of 4', { exact: false })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    press('Next');
    expect(await screen.findByText('Select if you are buying a home or refinancing')).toBeVisible();
    choose('Buying a home');
    expect(screen.queryByText('Select if you are buying a home or refinancing')).toBeNull();
    press('Next');
    await heading(/make a home more affordable/);
    expect(screen.getByText('2 of 4', { exact: false })).toBeVisible();
    choose('Yes');
    // SPEC §4: Back pops question 1 from the history and deletes its answer; the answer of the
    // question left goes with it.
    press('Back');
    await heading('What are you looking into?');
    expect(screen.getByRole('radio', { name: 'Buying a home' })).not.toBeChecked();
    press('Next');
    expect(await screen.findByText('Select if you are buying a home or refinancing')).toBeVisible();
    choose('Buying a home');
    press('Next');
    await heading(/make a home more affordable/);
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    press('Close');
    await heading('Which loans fit you?');
  });

  it.each([
    {
      variant: 'default (purchase, 620-680)',
      answers: ['Buying a home', 'Yes', '620-680', 'No'],
      title: 'Loans that match your answers: 2',
      message: copy.default,
      cards: ['30-year FHA', '30-year fixed'],
    },
    {
      variant: 'purchaseCreditBelow579, with the articles fallback',
      answers: ['Buying a home', 'No', 'Below 579', 'No'],
      title: copy.noResultTitle,
      message: copy.purchaseCreditBelow579,
      cards: null,
    },
    {
      variant: 'refiCreditBelow579',
      answers: ['Refinancing my mortgage', 'Yes', 'Below 579', 'Yes'],
      title: copy.noResultTitle,
      message: copy.refiCreditBelow579,
      cards: null,
    },
    {
      variant: 'refiCredit580To619',
      answers: ['Refinancing my mortgage', 'Yes', '580-619', 'No'],
      title: 'Loans that match your answers: 1',
      message: copy.refiCredit580To619,
      cards: ['30-year FHA'],
    },
    {
      variant: 'refiCredit580To619 (refinance, 620-680: it holds 620 to 639)',
      answers: ['Refinancing my mortgage', 'No', '620-680', 'Yes'],
      title: 'Loans that match your answers: 4',
      message: copy.refiCredit580To619,
      cards: ['30-year VA', '30-year fixed', '20-year fixed', '15-year fixed'],
    },
  ])('shows the $variant results', async ({ answers, title, message, cards }) => {
    renderPage();
    await answer(answers);
    await heading(title);
    expect(screen.getByText(message)).toBeVisible();
    const list = screen.getByRole('list');
    const headings = within(list)
      .getAllByRole('heading')
      .map((found) => found.textContent);
    if (cards) {
      expect(headings).toEqual(cards);
      expect(within(list).getAllByRole('link')[0]).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/rates\?products=/),
      );
    } else {
      // Articles from the learning center: their pages' links.
      expect(headings.length).toBeGreaterThan(0);
      for (const link of within(list).getAllByRole('link')) {
        expect(link.getAttribute('href')).toMatch(/^\/learn\/[a-z-]+\/[a-z0-9-]+$/);
      }
    }
  });

  it('sends applied_filters with the home-loans flags the answers ask for', async () => {
    renderPage();
    await answer(['Buying a home', 'Yes', '580-619', 'No']);
    await heading('Loans that match your answers: 1');
    // Sent from an effect after the results render: under load it can come a moment later.
    await waitFor(() => expect(eventsNamed('applied_filters')).toHaveLength(1));
    expect(eventsNamed('applied_filters')).toEqual([
      expect.objectContaining({
        filter_type: 'loan_options_buy_a_home_low_down_payment_low_credit',
        applied_home_purchase_filter: true,
        applied_low_down_payment_filter: true,
        applied_low_credit_filter: true,
      }),
    ]);
  });

  it('reopens on its results, and Start over clears every answer', async () => {
    renderPage();
    await answer(['Buying a home', 'Yes', '620-680', 'Yes']);
    await heading('Loans that match your answers: 3');
    press('Close');
    await heading('Which loans fit you?');
    press('See your loan options');
    await heading('Loans that match your answers: 3');
    press('Start over');
    await heading('What are you looking into?');
    expect(screen.getByRole('radio', { name: 'Buying a home' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Refinancing my mortgage' })).not.toBeChecked();
  });

  it('collapses more than 2 cards to 2 on a tablet, with the toggle', async () => {
    renderPage(1000);
    await answer(['Buying a home', 'Yes', 'Above 680', 'Yes']);
    await heading('Loans that match your answers: 4');
    const list = () => screen.getByRole('list');
    expect(within(list()).getAllByRole('article')).toHaveLength(2);
    const toggle = screen.getByRole('button', { name: copy.toggleShow });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(within(list()).getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('button', { name: copy.toggleHide })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows every card with no toggle on a desktop', async () => {
    renderPage(1440);
    await answer(['Buying a home', 'Yes', 'Above 680', 'Yes']);
    await heading('Loans that match your answers: 4');
    expect(within(screen.getByRole('list')).getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: copy.toggleShow })).toBeNull();
  });

  it('edits the answers in the review dialog and applies them to the results', async () => {
    renderPage();
    await answer(['Buying a home', 'Yes', '620-680', 'No']);
    await heading('Loans that match your answers: 2');
    press('Review and edit your answers');
    const dialog = await screen.findByRole('dialog', { name: 'Review your answers' });
    expect(within(dialog).getByRole('radio', { name: 'Buying a home' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Refinancing my mortgage' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: '580-619' }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Loans that match your answers: 1' })).toBeVisible();
    expect(screen.getByText(copy.refiCredit580To619)).toBeVisible();
    expect(eventsNamed('applied_filters').map((event) => event.filter_type)).toEqual([
      'loan_options_buy_a_home_low_down_payment',
      'loan_options_refinance_low_down_payment_low_credit',
    ]);
  });
});
