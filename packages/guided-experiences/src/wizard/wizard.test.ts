import { rentVsBuyCreditScoreFromHash, selfReportedCreditBand } from '@lender/mortgage-math';
import { messages } from '@lender/validation';
import { describe, expect, it } from 'vitest';
import { CALCULATORS, type CalculatorName } from '../calculators.ts';
import {
  CALCULATING_REQUIRED_MESSAGE,
  canGoBack,
  CHOOSE_AN_ANSWER_MESSAGE,
  currentAnswerValue,
  INITIAL_WIZARD_STATE,
  REQUIRED_QUESTIONS_HINT,
  RESULTS_HINT,
  showsRequiredHint,
  WIZARD_CARDS,
  WIZARD_CREDIT_OPTIONS,
  WIZARD_FLOWS,
  WIZARD_QUESTIONS,
  wizardCreditScore,
  wizardQuestion,
  wizardReducer,
  wizardResults,
  wizardStepText,
  ZIP_NOT_FOUND_MESSAGE,
  type WizardEvent,
  type WizardFlow,
  type WizardState,
  type WizardStep,
} from './index.ts';

function run(events: readonly WizardEvent[], from: WizardState = INITIAL_WIZARD_STATE) {
  return events.reduce(wizardReducer, from);
}

const choose = (value: string): WizardEvent => ({ type: 'choose', value });
const next: WizardEvent = { type: 'next' };
/** "Get started" on step 0: the get-started screen's button submits its form, as Next does. */
const getStarted: WizardEvent = next;
const answer = (value: string): WizardEvent[] => [choose(value), next];
const zip = (value: string): WizardEvent[] => [
  { type: 'typeZip', value },
  next,
  { type: 'zipChecked', zip: value, exists: true },
];

/** The events that answer every question of a flow, with the ZIP code and credit band given. */
function flowEvents(
  own: 'yes' | 'no',
  goal: 'buying' | 'current-home' | undefined,
  calculating: string,
  zipCode = '48226',
  credit = 'excellent',
): WizardEvent[] {
  return [
    getStarted,
    ...answer(own),
    ...(goal ? answer(goal) : []),
    ...answer(calculating),
    ...zip(zipCode),
    ...answer(credit),
  ];
}

// SPEC §4's flows: owners buying, owners asking about their current home, and non-owners.
const FLOWS: readonly {
  flow: WizardFlow;
  own: 'yes' | 'no';
  goal: 'buying' | 'current-home' | undefined;
  calculating: string;
  steps: readonly WizardStep[];
  stepTexts: readonly (string | null)[];
}[] = [
  {
    flow: 'owner-buying',
    own: 'yes',
    goal: 'buying',
    calculating: 'monthly-payment',
    steps: ['Q1', 'Q2', 'Q3', 'Q4-1', 'Q5-1', 'Q6-1', 'results'],
    stepTexts: [null, '1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5', null],
  },
  {
    flow: 'owner-current-home',
    own: 'yes',
    goal: 'current-home',
    calculating: 'lower-monthly-payment',
    steps: ['Q1', 'Q2', 'Q3', 'Q4-2', 'Q5-2', 'Q6-2', 'results'],
    stepTexts: [null, '1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5', null],
  },
  {
    flow: 'non-owner',
    own: 'no',
    goal: undefined,
    calculating: 'home-price-afford',
    steps: ['Q1', 'Q2', 'Q4-3', 'Q5-3', 'Q6-3', 'results'],
    // Q2 is entered before the visitor says No, so it counts the longer flow then.
    stepTexts: [null, '1 of 5', '2 of 4', '3 of 4', '4 of 4', null],
  },
];

describe('wizard flows (SPEC §4)', () => {
  it.each(FLOWS)(
    '$flow: Next follows nextQuestionToShow through $steps',
    ({ own, goal, calculating, steps, stepTexts }) => {
      const events = flowEvents(own, goal, calculating);
      const seen: WizardStep[] = [INITIAL_WIZARD_STATE.step];
      const texts: (string | null)[] = [wizardStepText(INITIAL_WIZARD_STATE)];
      let state = INITIAL_WIZARD_STATE;
      for (const event of events) {
        const after = wizardReducer(state, event);
        if (after.step !== state.step) {
          seen.push(after.step);
          texts.push(wizardStepText(after));
        }
        state = after;
      }
      expect(seen).toEqual(steps);
      expect(texts).toEqual(stepTexts);
      expect(state.history).toEqual(steps.slice(0, -1));
    },
  );

  it.each(FLOWS)('$flow: the flow table matches the walk', ({ flow, steps }) => {
    expect([...WIZARD_FLOWS[flow], 'results']).toEqual(steps);
  });

  it.each(FLOWS)(
    '$flow: every stored response has responseValue and nextQuestionToShow (SPEC §3)',
    ({ own, goal, calculating, steps }) => {
      const state = run(flowEvents(own, goal, calculating, '48226', 'good'));
      const questionSteps = steps.slice(0, -1) as Exclude<WizardStep, 'results'>[];
      for (const [index, step] of questionSteps.entries()) {
        const key = WIZARD_QUESTIONS[step].answerKey;
        expect(state.answers[key]?.nextQuestionToShow).toBe(steps[index + 1]);
      }
      expect(state.answers.Q2?.responseValue).toBe(own);
      expect(state.answers.Q4?.responseValue).toBe(calculating);
      expect(state.answers.Q5?.responseValue).toBe('48226');
      expect(state.answers.Q6?.responseValue).toBe('good');
      expect(state.answers.Q3?.responseValue).toBe(goal);
    },
  );

  it('counts the longer flow on Q2 until No is chosen, then 4 at once', () => {
    const onQ2 = run([getStarted]);
    expect(wizardStepText(onQ2)).toBe('1 of 5');
    expect(wizardStepText(wizardReducer(onQ2, choose('no')))).toBe('1 of 4');
    expect(wizardStepText(wizardReducer(onQ2, choose('yes')))).toBe('1 of 5');
  });
});

describe("'Questions with * are required' (SPEC §4)", () => {
  const steps = Object.keys(WIZARD_QUESTIONS) as Exclude<WizardStep, 'results'>[];
  it.each(steps.map((step) => ({ step, shown: step === 'Q1' || step === 'Q2' })))(
    '$step shows it: $shown',
    ({ step, shown }) => {
      expect(showsRequiredHint(step)).toBe(shown);
    },
  );

  it('is the SPEC text', () => {
    expect(REQUIRED_QUESTIONS_HINT).toBe('Questions with * are required');
  });
});

describe('step 0, the get-started screen (SPEC §4)', () => {
  const start = wizardQuestion('Q1');

  it('is where the wizard starts: no question, no step text, the required hint', () => {
    expect(INITIAL_WIZARD_STATE.step).toBe('Q1');
    expect(start?.kind).toBe('start');
    expect(wizardStepText(INITIAL_WIZARD_STATE)).toBeNull();
    expect(showsRequiredHint('Q1')).toBe(true);
    expect(canGoBack(INITIAL_WIZARD_STATE)).toBe(false);
    expect(currentAnswerValue(INITIAL_WIZARD_STATE)).toBe('');
  });

  it('starts on its button alone, storing Q1 as SPEC §3 responses are stored', () => {
    const started = wizardReducer(INITIAL_WIZARD_STATE, getStarted);
    expect(started.step).toBe('Q2');
    expect(started.error).toBeNull();
    expect(started.history).toEqual(['Q1']);
    expect(started.answers.Q1).toEqual({ responseValue: 'get-started', nextQuestionToShow: 'Q2' });
    expect(wizardStepText(started)).toBe('1 of 5');
  });

  it('has nothing to choose: a chosen value changes nothing', () => {
    expect(wizardReducer(INITIAL_WIZARD_STATE, choose('yes'))).toBe(INITIAL_WIZARD_STATE);
  });
});

describe("'Please choose an answer' (SPEC §5, §8)", () => {
  // Every choice question, reached along a flow, with Next pressed before choosing.
  const reach: readonly { step: WizardStep; events: WizardEvent[] }[] = [
    { step: 'Q2', events: [getStarted] },
    { step: 'Q3', events: [getStarted, ...answer('yes')] },
    { step: 'Q4-1', events: [getStarted, ...answer('yes'), ...answer('buying')] },
    { step: 'Q4-2', events: [getStarted, ...answer('yes'), ...answer('current-home')] },
    { step: 'Q4-3', events: [getStarted, ...answer('no')] },
    {
      step: 'Q6-1',
      events: flowEvents('yes', 'buying', 'down-payment').slice(0, -2),
    },
    {
      step: 'Q6-2',
      events: flowEvents('yes', 'current-home', 'available-equity').slice(0, -2),
    },
    { step: 'Q6-3', events: flowEvents('no', undefined, 'down-payment-options').slice(0, -2) },
  ];

  it.each(reach)('$step: Next without an answer stays and says so', ({ step, events }) => {
    const on = run(events);
    expect(on.step).toBe(step);
    const pressed = wizardReducer(on, next);
    expect(pressed.step).toBe(step);
    expect(pressed.error).toBe(CHOOSE_AN_ANSWER_MESSAGE);
    expect(CHOOSE_AN_ANSWER_MESSAGE).toBe('Please choose an answer');
    // Choosing an answer hides the message.
    const question = wizardQuestion(step);
    const first = question?.kind === 'choice' ? question.options[0]?.value : undefined;
    expect(wizardReducer(pressed, choose(first ?? '')).error).toBeNull();
  });

  it('ignores a value that is not an option of the question', () => {
    const state = run([getStarted, choose('maybe'), next]);
    expect(state.step).toBe('Q2');
    expect(state.answers.Q2).toBeUndefined();
    expect(state.error).toBe(CHOOSE_AN_ANSWER_MESSAGE);
  });
});

describe('Back (SPEC §4: a history stack)', () => {
  it.each(FLOWS)(
    '$flow: Back from the results retraces every step to Q1',
    ({ own, goal, calculating, steps }) => {
      let state = run(flowEvents(own, goal, calculating));
      const visited: WizardStep[] = [state.step];
      while (canGoBack(state)) {
        state = wizardReducer(state, { type: 'back' });
        visited.push(state.step);
      }
      expect(visited).toEqual([...steps].reverse());
      // Answers are kept, so going forward again shows them.
      expect(state.step).toBe('Q1');
      expect(wizardReducer(state, getStarted).step).toBe('Q2');
      expect(currentAnswerValue(wizardReducer(state, getStarted))).toBe(own);
      expect(wizardReducer(state, { type: 'back' })).toBe(state);
    },
  );

  it('Back keeps the answers; a changed Q2 drops the goal and calculating, keeps ZIP and credit', () => {
    const results = run(flowEvents('yes', 'buying', 'home-price', '10001', 'average'));
    const onQ2 = run(Array(5).fill({ type: 'back' }), results);
    expect(onQ2.step).toBe('Q2');
    const switched = run(answer('no'), onQ2);
    expect(switched.step).toBe('Q4-3');
    expect(switched.answers.Q3).toBeUndefined();
    expect(switched.answers.Q4).toBeUndefined();
    expect(switched.answers.Q5).toEqual({ responseValue: '10001', nextQuestionToShow: 'Q6-3' });
    expect(switched.answers.Q6).toEqual({
      responseValue: 'average',
      nextQuestionToShow: 'results',
    });
    const done = run(
      [
        ...answer('down-payment-options'),
        next,
        { type: 'zipChecked', zip: '10001', exists: true },
        next,
      ],
      switched,
    );
    expect(done.step).toBe('results');
    expect(wizardResults(done.answers).cards.map((card) => card.name)).toEqual([
      'DownPayment',
      'HomeAffordability',
      'RentRewards',
    ]);
  });
});

describe('Start over and Close (SPEC §4)', () => {
  it.each(['startOver', 'close'] as const)(
    '%s clears every answer and returns to the start',
    (type) => {
      const midway = run(flowEvents('no', undefined, 'monthly-payment-interested').slice(0, 6));
      expect(midway.step).not.toBe('Q1');
      expect(run([{ type }], midway)).toEqual(INITIAL_WIZARD_STATE);
      const results = run(flowEvents('yes', 'current-home', 'shorter-loan-term'));
      expect(run([{ type }], results)).toEqual(INITIAL_WIZARD_STATE);
    },
  );
});

describe('ZIP question (SPEC §5)', () => {
  const onZip = run([getStarted, ...answer('no'), ...answer('home-price-afford')]);

  it('is reached', () => {
    expect(onZip.step).toBe('Q5-3');
  });

  it.each([
    { typed: '48226', kept: '48226' },
    { typed: '48226-1234', kept: '48226' },
    { typed: 'ZIP 48 226', kept: '48226' },
    { typed: '4822', kept: '4822' },
    { typed: '123456789', kept: '12345' },
    { typed: 'abc', kept: '' },
  ])('typing $typed keeps $kept (digits only, at most 5)', ({ typed, kept }) => {
    const state = wizardReducer(onZip, { type: 'typeZip', value: typed });
    expect(currentAnswerValue(state)).toBe(kept);
  });

  it.each([
    { typed: '', error: messages.zip.errorRequired },
    { typed: '482', error: messages.zip.errorFormat },
    { typed: '4822', error: messages.zip.errorFormat },
  ])('Next with "$typed" shows "$error" and checks nothing', ({ typed, error }) => {
    const state = run([{ type: 'typeZip', value: typed }, next], onZip);
    expect(state.step).toBe('Q5-3');
    expect(state.error).toBe(error);
    expect(state.checkingZip).toBeNull();
  });

  it('Next with 5 digits starts the existence check; found goes on', () => {
    const checking = run([{ type: 'typeZip', value: '48226' }, next], onZip);
    expect(checking.step).toBe('Q5-3');
    expect(checking.checkingZip).toBe('48226');
    // Next again while checking does nothing.
    expect(wizardReducer(checking, next)).toBe(checking);
    const found = wizardReducer(checking, { type: 'zipChecked', zip: '48226', exists: true });
    expect(found.step).toBe('Q6-3');
    expect(found.checkingZip).toBeNull();
  });

  it('an unknown ZIP code (404) stays with the ZIP error message', () => {
    const state = run(
      [
        { type: 'typeZip', value: '00000' },
        next,
        { type: 'zipChecked', zip: '00000', exists: false },
      ],
      onZip,
    );
    expect(state.step).toBe('Q5-3');
    expect(state.error).toBe(ZIP_NOT_FOUND_MESSAGE);
    // Typing hides the message.
    expect(wizardReducer(state, { type: 'typeZip', value: '4822' }).error).toBeNull();
  });

  it('ignores a late answer for a ZIP code the visitor has since changed', () => {
    const changed = run(
      [{ type: 'typeZip', value: '48226' }, next, { type: 'typeZip', value: '48201' }],
      onZip,
    );
    expect(changed.checkingZip).toBeNull();
    expect(wizardReducer(changed, { type: 'zipChecked', zip: '48226', exists: true })).toBe(
      changed,
    );
  });
});

// SPEC §4 card table, row by row: "yes-monthly-payment: Mortgage, HomeAffordability, DownPayment" …
const CARD_TABLE: readonly {
  key: string;
  goal: 'buying' | 'current-home' | undefined;
  cards: CalculatorName[];
}[] = [
  {
    key: 'yes-monthly-payment',
    goal: 'buying',
    cards: ['Mortgage', 'HomeAffordability', 'DownPayment'],
  },
  {
    key: 'yes-down-payment',
    goal: 'buying',
    cards: ['DownPayment', 'Mortgage', 'HomeAffordability'],
  },
  { key: 'yes-home-price', goal: 'buying', cards: ['HomeAffordability', 'Mortgage', 'RentVsBuy'] },
  {
    key: 'yes-lower-monthly-payment',
    goal: 'current-home',
    cards: ['Refinance', 'HomeEquity', 'Mortgage'],
  },
  {
    key: 'yes-shorter-loan-term',
    goal: 'current-home',
    cards: ['MortgagePayoff', 'Amortization', 'Mortgage'],
  },
  {
    key: 'yes-available-equity',
    goal: 'current-home',
    cards: ['HomeEquity', 'Refinance', 'Mortgage'],
  },
  {
    key: 'no-monthly-payment-interested',
    goal: undefined,
    cards: ['Mortgage', 'RentVsBuy', 'RentRewards'],
  },
  {
    key: 'no-down-payment-options',
    goal: undefined,
    cards: ['DownPayment', 'HomeAffordability', 'RentRewards'],
  },
  {
    key: 'no-home-price-afford',
    goal: undefined,
    cards: ['HomeAffordability', 'Mortgage', 'RentRewards'],
  },
];

describe('result cards (SPEC §4)', () => {
  it('the table has exactly the SPEC rows', () => {
    expect(Object.keys(WIZARD_CARDS).sort()).toEqual(CARD_TABLE.map((row) => row.key).sort());
  });

  it.each(CARD_TABLE)(
    '$key → $cards, links carrying zip and creditScore',
    ({ key, goal, cards }) => {
      const own = key.startsWith('yes-') ? 'yes' : 'no';
      const calculating = key.slice(own.length + 1);
      const state = run(flowEvents(own, goal, calculating, '48226', 'good'));
      expect(state.step).toBe('results');
      const view = wizardResults(state.answers);
      expect(view.cards.map((card) => card.name)).toEqual(cards);
      expect(view.cards.map((card) => card.href)).toEqual(
        cards.map((name) => `${CALCULATORS[name].path}#zip=48226&creditScore=719`),
      );
      expect(view.hint).toBe('If none of these look right, try changing your answers.');
      expect(view.hint).toBe(RESULTS_HINT);
      expect(view.calculatingError).toBeNull();
      expect(view.ownAHome).toBe(own);
      expect(view.calculating).toBe(calculating);
    },
  );

  it('"I\'m not sure" sends no creditScore', () => {
    const state = run(flowEvents('no', undefined, 'monthly-payment-interested', '60601', 'none'));
    expect(wizardResults(state.answers).cards[0]?.href).toBe('/calculators/mortgage#zip=60601');
  });
});

describe('credit answers and the creditScore they send (SPEC §2, §3, §9)', () => {
  // band, the number sent, the rent-vs-buy selection it gives (SPEC §2 mapping)
  it.each([
    { band: 'excellent', creditScore: 720, rentVsBuy: 720 },
    { band: 'good', creditScore: 719, rentVsBuy: 660 },
    { band: 'average', creditScore: 659, rentVsBuy: 620 },
    { band: 'below_average', creditScore: 619, rentVsBuy: 580 },
    { band: 'poor', creditScore: 580, rentVsBuy: 580 },
    { band: 'none', creditScore: undefined, rentVsBuy: undefined },
  ])(
    '$band sends $creditScore; rent vs buy reads $rentVsBuy',
    ({ band, creditScore, rentVsBuy }) => {
      expect(wizardCreditScore(band)).toBe(creditScore);
      expect(
        rentVsBuyCreditScoreFromHash(creditScore === undefined ? null : String(creditScore)),
      ).toBe(rentVsBuy);
    },
  );

  it.each(WIZARD_CREDIT_OPTIONS.filter((option) => !['poor', 'none'].includes(option.value)))(
    '$value: the number sent falls in its own self-reported band',
    ({ value, creditScore }) => {
      expect(selfReportedCreditBand(creditScore)).toBe(value);
    },
  );

  it('poor sends 580, below the 581 prequalification threshold (SPEC §9)', () => {
    expect(wizardCreditScore('poor')).toBeLessThan(581);
    expect(wizardCreditScore('below_average')).toBeGreaterThanOrEqual(581);
  });

  it('every Q6 variant offers the same credit answers', () => {
    const values = (['Q6-1', 'Q6-2', 'Q6-3'] as const).map((id) =>
      WIZARD_QUESTIONS[id].options.map((option) => option.value),
    );
    expect(values[1]).toEqual(values[0]);
    expect(values[2]).toEqual(values[0]);
    expect(values[0]).toEqual(WIZARD_CREDIT_OPTIONS.map((option) => option.value));
  });
});

describe("the results' selects (SPEC §4, §5, §8)", () => {
  const ownerResults = run(flowEvents('yes', 'buying', 'home-price', '48226', 'excellent'));

  it('changing own-a-home clears the calculating answer and shows the missing-select error', () => {
    const changed = wizardReducer(ownerResults, { type: 'changeOwnAHome', value: 'no' });
    expect(changed.step).toBe('results');
    expect(changed.answers.Q4).toBeUndefined();
    expect(changed.answers.Q3).toBeUndefined();
    const view = wizardResults(changed.answers);
    expect(view.calculating).toBeUndefined();
    expect(view.calculatingError).toBe(CALCULATING_REQUIRED_MESSAGE);
    expect(view.cards).toEqual([]);
    expect(view.calculatingOptions.map((option) => option.value)).toEqual([
      'monthly-payment-interested',
      'down-payment-options',
      'home-price-afford',
    ]);
  });

  it('choosing a calculating answer again shows its cards with the same ZIP and credit', () => {
    const view = wizardResults(
      run(
        [
          { type: 'changeOwnAHome', value: 'no' },
          { type: 'changeCalculating', value: 'monthly-payment-interested' },
        ],
        ownerResults,
      ).answers,
    );
    expect(view.cards.map((card) => card.href)).toEqual([
      '/calculators/mortgage#zip=48226&creditScore=720',
      '/calculators/rent-vs-buy#zip=48226&creditScore=720',
      '/rent-rewards#zip=48226&creditScore=720',
    ]);
  });

  it('owners choose among all six owner answers; the choice sets the goal it belongs to', () => {
    const view = wizardResults(ownerResults.answers);
    expect(view.calculatingOptions).toHaveLength(6);
    const refinance = wizardReducer(ownerResults, {
      type: 'changeCalculating',
      value: 'shorter-loan-term',
    });
    expect(refinance.answers.Q3?.responseValue).toBe('current-home');
    expect(wizardResults(refinance.answers).cards.map((card) => card.name)).toEqual([
      'MortgagePayoff',
      'Amortization',
      'Mortgage',
    ]);
    // Back now retraces the current-home flow.
    expect(refinance.history).toEqual(['Q1', 'Q2', 'Q3', 'Q4-2', 'Q5-2', 'Q6-2']);
  });

  it('refuses a calculating answer that does not belong to the own-a-home answer', () => {
    expect(
      wizardReducer(ownerResults, { type: 'changeCalculating', value: 'home-price-afford' }),
    ).toBe(ownerResults);
  });

  it('after own-a-home changes to yes, Back goes to the goal question that now needs an answer', () => {
    const nonOwner = run(flowEvents('no', undefined, 'home-price-afford'));
    const owner = wizardReducer(nonOwner, { type: 'changeOwnAHome', value: 'yes' });
    expect(owner.history).toEqual(['Q1', 'Q2', 'Q3']);
    const back = wizardReducer(owner, { type: 'back' });
    expect(back.step).toBe('Q3');
    expect(back.answers.Q5?.responseValue).toBe('48226');
  });

  it('the selects change nothing outside the results', () => {
    expect(wizardReducer(INITIAL_WIZARD_STATE, { type: 'changeOwnAHome', value: 'no' })).toBe(
      INITIAL_WIZARD_STATE,
    );
  });
});

describe("the browser's Back and Forward (goTo: each step is a history entry)", () => {
  it.each(FLOWS)(
    '$flow: from the results, going to any earlier step is Back that many times',
    ({ own, goal, calculating, steps }) => {
      const results = run(flowEvents(own, goal, calculating));
      for (const [index, step] of steps.slice(0, -1).entries()) {
        const went = wizardReducer(results, { type: 'goTo', step });
        const backed = run(Array(steps.length - 1 - index).fill({ type: 'back' }), results);
        expect(went).toEqual(backed);
        expect(went.step).toBe(step);
      }
    },
  );

  it.each(FLOWS)(
    '$flow: after going back to the start, Forward to any step retraces the answers',
    ({ own, goal, calculating, steps }) => {
      const results = run(flowEvents(own, goal, calculating));
      const atStart = wizardReducer(results, { type: 'goTo', step: 'Q1' });
      expect(atStart.step).toBe('Q1');
      for (const [index, step] of steps.entries()) {
        const went = wizardReducer(atStart, { type: 'goTo', step });
        expect(went.step).toBe(step);
        expect(went.history).toEqual(steps.slice(0, index));
      }
      expect(wizardReducer(atStart, { type: 'goTo', step: 'results' }).answers).toEqual(
        results.answers,
      );
    },
  );

  it('does not pass a ZIP code typed since the last check: it stops on the ZIP question', () => {
    const results = run(flowEvents('no', undefined, 'down-payment-options', '48226'));
    const onZip = wizardReducer(results, { type: 'goTo', step: 'Q5-3' });
    const retyped = wizardReducer(onZip, { type: 'typeZip', value: '00000' });
    const onQ2 = wizardReducer(retyped, { type: 'goTo', step: 'Q2' });
    const forward = wizardReducer(onQ2, { type: 'goTo', step: 'results' });
    expect(forward.step).toBe('Q5-3');
    expect(forward.history).toEqual(['Q1', 'Q2', 'Q4-3']);
    // The same ZIP code as checked passes.
    const same = run(
      [
        { type: 'typeZip', value: '48226' },
        { type: 'goTo', step: 'Q2' },
      ],
      onZip,
    );
    expect(wizardReducer(same, { type: 'goTo', step: 'results' }).step).toBe('results');
  });

  it.each([
    { case: 'a step of another flow', step: 'Q4-1' as const },
    { case: 'a step past an unanswered question', step: 'results' as const },
  ])('changes nothing for $case', ({ step }) => {
    const onQ5 = run([getStarted, ...answer('no'), ...answer('home-price-afford')]);
    expect(onQ5.step).toBe('Q5-3');
    expect(wizardReducer(onQ5, { type: 'goTo', step })).toBe(onQ5);
  });

  it('changes nothing while a ZIP code is being checked', () => {
    const checking = run([
      getStarted,
      ...answer('no'),
      ...answer('home-price-afford'),
      { type: 'typeZip', value: '48226' },
      next,
    ]);
    expect(wizardReducer(checking, { type: 'goTo', step: 'Q2' })).toBe(checking);
  });
});
