import { readFileSync } from 'node:fs';
import { creditLabelFor } from '@lender/mortgage-math';
import { describe, expect, it } from 'vitest';
import {
  allAnswerPaths,
  answerPath,
  collapseCards,
  DEFAULT_TOGGLE_HIDE,
  DEFAULT_TOGGLE_SHOW,
  initialLoanOptionsState,
  isTabletWidth,
  LOAN_OPTIONS_DEFAULT_TOTAL,
  LOAN_OPTIONS_QUESTIONS,
  loanOptionsFormView,
  loanOptionsMessageVariant,
  loanOptionsReducer,
  loanOptionsResults,
  loanOptionsReviewView,
  parseLoanOptionsContent,
  REVIEW_INCOMPLETE_MESSAGE,
  REVIEW_MODAL_ANIMATION_MS,
  type LoanOptionsAnswers,
  type LoanOptionsContent,
  type LoanOptionsEvent,
  type LoanOptionsQuestion,
  type LoanOptionsState,
} from './index.ts';

const content: LoanOptionsContent = parseLoanOptionsContent(
  JSON.parse(
    readFileSync(
      new URL('../../../../apps/site/content/loan-options.json', import.meta.url),
      'utf8',
    ),
  ),
);

function run(
  events: readonly LoanOptionsEvent[],
  from: LoanOptionsState = initialLoanOptionsState(),
  questions: readonly LoanOptionsQuestion[] = LOAN_OPTIONS_QUESTIONS,
): LoanOptionsState {
  return events.reduce((state, event) => loanOptionsReducer(state, event, questions), from);
}

const answerEvents = (values: readonly string[]): LoanOptionsEvent[] =>
  values.flatMap((value) => [{ type: 'choose', value } as const, { type: 'next' } as const]);

describe('questions (SPEC §3)', () => {
  it.each([
    { id: 'researching', number: 1, values: ['purchase', 'refi'] },
    { id: 'affordable', number: 2, values: ['Yes', 'No'] },
    { id: 'credit', number: 3, values: ['Below 579', '580-619', '620-680', 'Above 680'] },
    { id: 'va', number: 4, values: ['Yes', 'No'] },
  ])('$id is question $number of 4 with $values', ({ id, number, values }) => {
    const question = LOAN_OPTIONS_QUESTIONS.find((candidate) => candidate.id === id);
    expect(question?.number).toBe(number);
    expect(question?.totalCount).toBe(LOAN_OPTIONS_DEFAULT_TOTAL);
    expect(question?.options.map((option) => option.value)).toEqual(values);
    const next = number === 4 ? null : number + 1;
    expect(question?.options.map((option) => option.nextQuestionNumber)).toEqual(
      values.map(() => next),
    );
  });

  it('the default total is 4', () => {
    expect(LOAN_OPTIONS_DEFAULT_TOTAL).toBe(4);
  });

  it('has 32 complete answer paths, question-answer ids joined by semicolons', () => {
    const paths = allAnswerPaths(LOAN_OPTIONS_QUESTIONS);
    expect(paths).toHaveLength(2 * 2 * 4 * 2);
    expect(paths[0]).toBe('researching-purchase;affordable-yes;credit-below-579;va-yes');
    expect(paths).toContain('researching-refi;affordable-no;credit-above-680;va-no');
    expect(paths).toContain('researching-refi;affordable-yes;credit-580-619;va-no');
    expect(paths).toContain('researching-purchase;affordable-no;credit-620-680;va-yes');
  });
});

// SPEC §4: the message variant rule, by loan purpose and credit answer (affordable and VA do not
// change it).
const VARIANT_RULE: Record<string, string> = {
  'purchase|Below 579': 'purchaseCreditBelow579',
  'purchase|580-619': 'default',
  'purchase|620-680': 'default',
  'purchase|Above 680': 'default',
  'refi|Below 579': 'refiCreditBelow579',
  'refi|580-619': 'refiCredit580To619',
  // "620 to 639" is inside this option with 640–680, which it cannot tell apart (see results.ts).
  'refi|620-680': 'refiCredit580To619',
  'refi|Above 680': 'default',
};

const EVERY_PATH = allAnswerPaths(LOAN_OPTIONS_QUESTIONS).map((path) => {
  const values = path.split(';').map((id) => {
    const question = LOAN_OPTIONS_QUESTIONS.find((candidate) => id.startsWith(`${candidate.id}-`));
    return question?.options.find((option) => option.id === id)?.value ?? '';
  });
  const [researching = '', affordable = '', credit = '', va = ''] = values;
  return { path, values, researching, affordable, credit, va };
});

describe('every personalization path (SPEC §3, §4)', () => {
  it.each(EVERY_PATH)('$path', ({ path, values, researching, credit }) => {
    let state = run([{ type: 'start' }]);
    expect(state.section).toBe('form');
    // Walk the form: progress, Back, Next/Submit as SPEC §4 says.
    values.forEach((value, index) => {
      const view = loanOptionsFormView(state);
      expect(view?.question.number).toBe(index + 1);
      expect(view?.progress).toBe(`${index + 1} of 4`);
      expect(view?.showBack).toBe(index > 0);
      expect(view?.primaryAction).toBe(index === 3 ? 'submit' : 'next');
      expect(view?.selected).toBe('');
      state = run([{ type: 'choose', value }], state);
      expect(loanOptionsFormView(state)?.selected).toBe(value);
      state = run([{ type: index === 3 ? 'submit' : 'next' }], state);
    });

    expect(state.section).toBe('results');
    // After submit every radio is cleared; the results keep the answers.
    expect(state.answers).toEqual({});
    expect(state.submitted && answerPath(LOAN_OPTIONS_QUESTIONS, state.submitted)).toBe(path);

    const results = loanOptionsResults(content, state.submitted ?? {});
    const row = content.paths.find((candidate) => candidate.answers === path);
    expect(row).toBeDefined();
    const names = row?.show.split(';') ?? [];
    const productNames = content.products.map((product) => product.name);
    const isProducts = names.every((name) => productNames.includes(name));
    expect(results.path).toBe(path);
    expect(results.showArticles).toBe(!isProducts);
    expect(results.items).toEqual(names);
    expect(results.products.map((product) => product.name)).toEqual(isProducts ? names : []);
    expect(results.articles).toEqual(isProducts ? [] : names);
    expect(results.title).toBe(
      isProducts
        ? content.copy.richTitle.replace('{x}', String(names.length))
        : content.copy.noResultTitle,
    );
    const variant = VARIANT_RULE[`${researching}|${credit}`];
    expect(results.variant).toBe(variant);
    expect(results.message).toBe(content.copy[variant as keyof typeof content.copy]);
  });

  it('the SPEC example path (refi, 580-619, affordable Yes, VA No) gives refiCredit580To619', () => {
    expect(
      loanOptionsMessageVariant({
        researching: 'refi',
        credit: '580-619',
        affordable: 'Yes',
        va: 'No',
      }),
    ).toBe('refiCredit580To619');
  });

  // SPEC §4 in scores: "refinance with 580 to 619 or 620 to 639 gives refiCredit580To619",
  // through the credit option each score is answered with (SPEC §9 labels).
  it.each([
    { score: 500, answer: 'Below 579', variant: 'refiCreditBelow579' },
    { score: 579, answer: 'Below 579', variant: 'refiCreditBelow579' },
    { score: 580, answer: '580-619', variant: 'refiCredit580To619' },
    { score: 619, answer: '580-619', variant: 'refiCredit580To619' },
    { score: 620, answer: '620-680', variant: 'refiCredit580To619' },
    { score: 639, answer: '620-680', variant: 'refiCredit580To619' },
    // The same option: the questionnaire cannot tell these from 620–639.
    { score: 640, answer: '620-680', variant: 'refiCredit580To619' },
    { score: 680, answer: '620-680', variant: 'refiCredit580To619' },
    { score: 681, answer: 'Above 680', variant: 'default' },
  ])('a refinancer with $score answers $answer and gets $variant', ({ score, answer, variant }) => {
    expect(creditLabelFor(score)).toBe(answer);
    for (const affordable of ['Yes', 'No']) {
      for (const va of ['Yes', 'No']) {
        expect(
          loanOptionsMessageVariant({ researching: 'refi', affordable, credit: answer, va }),
        ).toBe(variant);
      }
    }
  });

  it.each<{ answers: LoanOptionsAnswers; variant: string }>([
    { answers: {}, variant: 'default' },
    { answers: { credit: 'Below 579' }, variant: 'default' },
    { answers: { researching: 'refi' }, variant: 'default' },
  ])('incomplete answers $answers give $variant', ({ answers, variant }) => {
    expect(loanOptionsMessageVariant(answers)).toBe(variant);
  });
});

describe('the form (SPEC §4, §5)', () => {
  const onForm = run([{ type: 'start' }]);

  it.each(LOAN_OPTIONS_QUESTIONS.map((question) => ({ question })))(
    '$question.id: Next with nothing chosen shows its error, hidden once chosen',
    ({ question }) => {
      const earlier = LOAN_OPTIONS_QUESTIONS.slice(0, question.number - 1).map(
        (asked) => asked.options[0]?.value ?? '',
      );
      const on = run(answerEvents(earlier), onForm);
      const pressed = run([{ type: question.number === 4 ? 'submit' : 'next' }], on);
      expect(pressed.questionNumber).toBe(question.number);
      expect(pressed.section).toBe('form');
      expect(loanOptionsFormView(pressed)?.error).toBe(question.error);
      const chosen = run([{ type: 'choose', value: question.options[1]?.value ?? '' }], pressed);
      expect(loanOptionsFormView(chosen)?.error).toBeNull();
    },
  );

  it('Back is hidden and does nothing on question 1', () => {
    expect(loanOptionsFormView(onForm)?.showBack).toBe(false);
    expect(run([{ type: 'back' }], onForm)).toBe(onForm);
  });

  // SPEC §4 "Back pops history and deletes that question's answer": from each question, Back
  // shows the one before with no answer, and no later answer is kept either.
  it.each([
    { from: 2, chosen: ['refi', 'No'], to: 1, kept: {} },
    { from: 3, chosen: ['refi', 'No', '580-619'], to: 2, kept: { researching: 'refi' } },
    {
      from: 4,
      chosen: ['purchase', 'Yes', 'Above 680', 'Yes'],
      to: 3,
      kept: { researching: 'purchase', affordable: 'Yes' },
    },
  ])(
    'Back from question $from pops question $to and deletes its answer, keeping $kept',
    ({ from, chosen, to, kept }) => {
      const events = answerEvents(chosen.slice(0, -1));
      const on = run([...events, { type: 'choose', value: chosen.at(-1)! }], onForm);
      expect(on.questionNumber).toBe(from);
      const back = run([{ type: 'back' }], on);
      expect(back.questionNumber).toBe(to);
      expect(back.history).toEqual(on.history.slice(0, -1));
      expect(back.answers).toEqual(kept);
      expect(loanOptionsFormView(back)?.selected).toBe('');
      // Next asks for an answer again, and forward the question left is unanswered too.
      expect(loanOptionsFormView(run([{ type: 'next' }], back))?.error).not.toBeNull();
      const again = run(answerEvents([chosen[to - 1]!]), back);
      expect(again.questionNumber).toBe(from);
      expect(loanOptionsFormView(again)?.selected).toBe('');
    },
  );

  it('changing an earlier answer discards the later ones', () => {
    const onVa = run(answerEvents(['purchase', 'Yes', 'Above 680']), onForm);
    const backToFirst = run([{ type: 'back' }, { type: 'back' }, { type: 'back' }], onVa);
    expect(backToFirst.questionNumber).toBe(1);
    expect(backToFirst.answers).toEqual({});
    const changed = run([{ type: 'choose', value: 'refi' }], backToFirst);
    expect(changed.answers).toEqual({ researching: 'refi' });
    const forward = run([{ type: 'next' }], changed);
    expect(loanOptionsFormView(forward)?.selected).toBe('');
  });

  it('ignores a value that is not an option', () => {
    expect(run([{ type: 'choose', value: 'rent' }], onForm)).toBe(onForm);
  });
});

describe('sections (SPEC §2, §4)', () => {
  const submitted = run([{ type: 'start' }, ...answerEvents(['purchase', 'No', '620-680', 'No'])]);

  it('landing → start → form; close → landing; start resumes the form', () => {
    const landing = initialLoanOptionsState();
    expect(landing.section).toBe('landing');
    const midway = run([{ type: 'start' }, ...answerEvents(['refi'])], landing);
    const closed = run([{ type: 'close' }], midway);
    expect(closed.section).toBe('landing');
    const reopened = run([{ type: 'start' }], closed);
    expect(reopened.section).toBe('form');
    expect(loanOptionsFormView(reopened)?.question.id).toBe('affordable');
  });

  it('start opens the results once the form was submitted; close returns to landing', () => {
    expect(submitted.section).toBe('results');
    const landing = run([{ type: 'close' }], submitted);
    expect(landing.section).toBe('landing');
    expect(run([{ type: 'start' }], landing).section).toBe('results');
  });

  it('reset clears every answer and returns to the form', () => {
    const reset = run([{ type: 'reset' }], submitted);
    expect(reset.section).toBe('form');
    expect(reset.submitted).toBeNull();
    expect(reset.answers).toEqual({});
    expect(loanOptionsFormView(reset)?.question.number).toBe(1);
    expect(run([{ type: 'close' }, { type: 'start' }], reset).section).toBe('form');
  });

  it('the tablet toggle flips only on the results', () => {
    expect(run([{ type: 'toggleCards' }], submitted).expanded).toBe(true);
    expect(run([{ type: 'toggleCards' }, { type: 'toggleCards' }], submitted).expanded).toBe(false);
    const form = run([{ type: 'start' }]);
    expect(run([{ type: 'toggleCards' }], form)).toBe(form);
  });
});

describe('review-and-edit modal (SPEC §4, §5, §8, §9)', () => {
  const submitted = run([{ type: 'start' }, ...answerEvents(['refi', 'Yes', 'Above 680', 'No'])]);

  it('animates for 225 ms', () => {
    expect(REVIEW_MODAL_ANIMATION_MS).toBe(225);
  });

  it('changing an answer updates it; apply re-filters the results and closes', () => {
    const open = run([{ type: 'openReview' }], submitted);
    expect(loanOptionsReviewView(open)?.questions.map((item) => item.selected)).toEqual([
      'refi',
      'Yes',
      'Above 680',
      'No',
    ]);
    const edited = run([{ type: 'reviewChoose', questionId: 'credit', value: '580-619' }], open);
    expect(edited.review.answers.credit).toBe('580-619');
    expect(edited.submitted?.credit).toBe('Above 680');
    const applied = run([{ type: 'applyReview' }], edited);
    expect(applied.review.open).toBe(false);
    expect(applied.submitted?.credit).toBe('580-619');
    const results = loanOptionsResults(content, applied.submitted ?? {});
    expect(results.path).toBe('researching-refi;affordable-yes;credit-580-619;va-no');
    expect(results.variant).toBe('refiCredit580To619');
  });

  it('closing without applying keeps the results as they were', () => {
    const closed = run(
      [
        { type: 'openReview' },
        { type: 'reviewChoose', questionId: 'researching', value: 'purchase' },
        { type: 'closeReview' },
      ],
      submitted,
    );
    expect(closed.submitted).toEqual(submitted.submitted);
    expect(loanOptionsReviewView(closed)).toBeUndefined();
  });

  it('ignores answers that are not options', () => {
    const open = run([{ type: 'openReview' }], submitted);
    expect(run([{ type: 'reviewChoose', questionId: 'credit', value: '900' }], open)).toBe(open);
  });

  // A questionnaire that branches: refinancing skips the affordable question.
  const branching: LoanOptionsQuestion[] = LOAN_OPTIONS_QUESTIONS.map((question) =>
    question.id === 'researching'
      ? {
          ...question,
          options: question.options.map((option) =>
            option.value === 'refi' ? { ...option, nextQuestionNumber: 3 } : option,
          ),
        }
      : question,
  );
  const branchingResults = run(
    [{ type: 'start' }, ...answerEvents(['refi', 'Below 579', 'Yes'])],
    initialLoanOptionsState(branching),
    branching,
  );

  it('with branching questions, the form follows each option’s next question', () => {
    expect(branchingResults.section).toBe('results');
    expect(answerPath(branching, branchingResults.submitted ?? {})).toBe(
      'researching-refi;credit-below-579;va-yes',
    );
  });

  it('an unanswered visible question: the shared error, the filter not applied, the modal open', () => {
    const incomplete = run(
      [
        { type: 'openReview' },
        { type: 'reviewChoose', questionId: 'researching', value: 'purchase' },
        { type: 'applyReview' },
      ],
      branchingResults,
      branching,
    );
    expect(incomplete.review.open).toBe(true);
    expect(incomplete.submitted).toEqual(branchingResults.submitted);
    const view = loanOptionsReviewView(incomplete, branching);
    expect(view?.error).toBe(REVIEW_INCOMPLETE_MESSAGE);
    expect(REVIEW_INCOMPLETE_MESSAGE).toBe('Please answer all questions before continuing.');
    expect(
      view?.questions.filter((item) => item.unanswered).map((item) => item.question.id),
    ).toEqual(['affordable']);

    const answered = run(
      [{ type: 'reviewChoose', questionId: 'affordable', value: 'No' }],
      incomplete,
      branching,
    );
    expect(loanOptionsReviewView(answered, branching)?.error).toBeNull();
    const applied = run([{ type: 'applyReview' }], answered, branching);
    expect(applied.review.open).toBe(false);
    expect(answerPath(branching, applied.submitted ?? {})).toBe(
      'researching-purchase;affordable-no;credit-below-579;va-yes',
    );
  });

  it('a branch left in review drops the answers of questions no longer asked', () => {
    const purchase = run(
      [{ type: 'start' }, ...answerEvents(['purchase', 'Yes', 'Above 680', 'No'])],
      initialLoanOptionsState(branching),
      branching,
    );
    const toRefi = run(
      [{ type: 'openReview' }, { type: 'reviewChoose', questionId: 'researching', value: 'refi' }],
      purchase,
      branching,
    );
    expect(toRefi.review.answers).toEqual({ researching: 'refi', credit: 'Above 680', va: 'No' });
  });
});

describe('tablet collapse (SPEC §4, §9)', () => {
  it.each([
    { width: 320, tablet: false },
    { width: 768, tablet: false },
    { width: 768.5, tablet: true },
    { width: 769, tablet: true },
    { width: 1024, tablet: true },
    { width: 1289, tablet: true },
    { width: 1289.5, tablet: true },
    { width: 1290, tablet: false },
    { width: 1920, tablet: false },
  ])('$width px is tablet: $tablet', ({ width, tablet }) => {
    expect(isTabletWidth(width)).toBe(tablet);
  });

  const labels = { toggleShow: 'Show More', toggleHide: 'Hide' };
  it.each([
    { width: 1024, cards: ['A', 'B'], expanded: false, visible: ['A', 'B'], toggle: null },
    { width: 1024, cards: ['A', 'B', 'A'], expanded: false, visible: ['A', 'B'], toggle: null },
    {
      width: 1024,
      cards: ['A', 'B', 'C'],
      expanded: false,
      visible: ['A', 'B'],
      toggle: { label: 'Show More', expanded: false },
    },
    {
      width: 1024,
      cards: ['A', 'B', 'C', 'D'],
      expanded: true,
      visible: ['A', 'B', 'C', 'D'],
      toggle: { label: 'Hide', expanded: true },
    },
    { width: 700, cards: ['A', 'B', 'C'], expanded: false, visible: ['A', 'B', 'C'], toggle: null },
    {
      width: 1440,
      cards: ['A', 'B', 'C'],
      expanded: false,
      visible: ['A', 'B', 'C'],
      toggle: null,
    },
  ])(
    '$width px, $cards, expanded $expanded → $visible',
    ({ width, cards, expanded, visible, toggle }) => {
      expect(collapseCards(cards, { viewportWidth: width, expanded, ...labels })).toEqual({
        visible,
        toggle,
      });
    },
  );

  it('collapses product cards by name with the content’s labels', () => {
    const results = loanOptionsResults(content, {
      researching: 'purchase',
      affordable: 'No',
      credit: 'Above 680',
      va: 'No',
    } satisfies LoanOptionsAnswers);
    const collapsed = collapseCards(results.products, {
      viewportWidth: 900,
      expanded: false,
      toggleShow: content.copy.toggleShow,
      toggleHide: content.copy.toggleHide,
      key: (card) => card.name,
    });
    expect(collapsed.visible.map((card) => card.name)).toEqual(['30-year fixed', '15-year fixed']);
    expect(collapsed.toggle?.label).toBe('Show More');
  });

  it('the toggle labels default to the SPEC’s', () => {
    expect([DEFAULT_TOGGLE_SHOW, DEFAULT_TOGGLE_HIDE]).toEqual(['Show More', 'Hide']);
  });
});
