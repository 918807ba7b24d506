// @vitest-environment jsdom
// The calculator wizard as a visitor uses it (SPEC §4, §5, §8): the three flows to their cards,
// Back, the required answer, the ZIP check, the results' selects, Start over and Close, focus on
// each new question, and the events it sends. The API is replaced at the page's one door to it.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTrackedEvents, eventsNamed } from '../test-support.ts';
import { CalculatorWizard } from './CalculatorWizard.tsx';
import { initialWizardView } from './wizard-engine.ts';

/** How the API answers GET /rmscbff/zipCodes/{zip}: 00000 is unknown, 11111 the network fails. */
const zipLookups: string[] = [];
vi.mock('../../forms/api.ts', () => ({
  browserApi: async () => ({
    zipCode: async (zip: string) => {
      zipLookups.push(zip);
      if (zip === '00000') return { ok: false, kind: 'failed', status: 404 };
      if (zip === '11111') throw new TypeError('Failed to fetch');
      return { ok: true, data: { zip } };
    },
  }),
}));

afterEach(() => {
  cleanup();
  clearTrackedEvents();
});

function renderWizard() {
  return render(<CalculatorWizard initialView={initialWizardView()} />);
}

/** The step text, 'N of 5' (read as "Question N of 5"). */
function stepText(text: string) {
  return screen.getByText(new RegExp(`${text}$`));
}

function choose(label: string) {
  fireEvent.click(screen.getByLabelText(label));
}

function next() {
  fireEvent.click(screen.getByRole('button', { name: /^(Next|Checking your ZIP code…)$/ }));
}

/** Step 0's button, then the first question. */
async function getStarted() {
  fireEvent.click(screen.getByRole('button', { name: 'Get started' }));
  await question(/Do you own a home now\?/);
}

/** Waits for a question, by its heading, and checks it took focus. */
async function question(text: string | RegExp) {
  const heading = await screen.findByRole('heading', { name: text });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

/** A non-owner's answers up to the ZIP code question. */
async function toZipQuestion() {
  renderWizard();
  await getStarted();
  choose('No');
  next();
  await question(/buying a home\?/);
  choose('How much home I can afford');
  next();
  await question(/What ZIP code/);
}

async function answerZip(zip: string) {
  fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: zip } });
  next();
}

const FLOWS = [
  {
    flow: 'owners buying',
    answers: ['Yes', 'Buying another home', 'How much to put down'],
    steps: ['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5'],
    credit: 'Good (660 to 719)',
    cards: [
      ['Down payment calculator', '/calculators/down-payment#zip=48226&creditScore=719'],
      ['Mortgage calculator', '/calculators/mortgage#zip=48226&creditScore=719'],
      ['Home affordability calculator', '/calculators/affordability#zip=48226&creditScore=719'],
    ],
  },
  {
    flow: 'owners, current home',
    answers: [
      'Yes',
      'My current home: refinancing, paying it off or using its equity',
      'Pay off my mortgage sooner',
    ],
    steps: ['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5'],
    credit: 'Excellent (720 or higher)',
    cards: [
      ['Mortgage payoff calculator', '/calculators/mortgage-payoff#zip=48226&creditScore=720'],
      ['Amortization calculator', '/calculators/amortization#zip=48226&creditScore=720'],
      ['Mortgage calculator', '/calculators/mortgage#zip=48226&creditScore=720'],
    ],
  },
  {
    flow: 'non-owners',
    answers: ['No', 'What my monthly payment could be'],
    steps: ['1 of 4', '2 of 4', '3 of 4', '4 of 4'],
    credit: "I'm not sure",
    cards: [
      ['Mortgage calculator', '/calculators/mortgage#zip=48226'],
      ['Rent vs. buy calculator', '/calculators/rent-vs-buy#zip=48226'],
      ['Rent Rewards', '/rent-rewards#zip=48226'],
    ],
  },
];

describe('the calculator wizard', () => {
  it('starts at the get-started screen (step 0), rendered before its machine has loaded', () => {
    renderWizard();
    expect(
      screen.getByRole('heading', { name: 'Which calculators fit your plans?' }),
    ).toBeVisible();
    expect(screen.getByText('Questions with * are required')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Get started' })).toBeVisible();
    // Step 0 asks nothing and is not counted.
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText(/ of [45]$/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(eventsNamed('loaded_component')).toEqual([
      expect.objectContaining({ component_name: 'calculator_wizard', component_type: 'wizard' }),
    ]);
  });

  it('starts with one press while its machine is still on its way, at question 1 of 5', async () => {
    renderWizard();
    await getStarted();
    expect(stepText('1 of 5')).toBeVisible();
  });

  it.each(FLOWS)(
    'takes $flow through their questions to the SPEC §4 cards with zip and creditScore',
    async ({ answers, steps, credit, cards }) => {
      renderWizard();
      await getStarted();
      // Until Q2 is answered the longer flow's count shows; No makes it 'of 4' at once.
      expect(stepText('1 of 5')).toBeVisible();
      expect(screen.getByText('Questions with * are required')).toBeVisible();
      for (const [index, answer] of answers.entries()) {
        choose(answer);
        if (index === 0) expect(stepText(steps[0]!)).toBeVisible();
        next();
        await waitFor(() => expect(stepText(steps[index + 1]!)).toBeVisible());
      }
      expect(screen.queryByText('Questions with * are required')).toBeNull();
      await question(/What ZIP code|What is the ZIP code/);
      await answerZip('48226');
      await question(/What is your credit score\?/);
      expect(stepText(steps.at(-1)!)).toBeVisible();
      choose(credit);
      next();

      await question('Calculators for you');
      const list = screen.getByRole('list', { name: 'Suggested calculators' });
      const links = within(list).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(cards);
      expect(
        screen.getByText('If none of these look right, try changing your answers.'),
      ).toBeVisible();
      // Sent from an effect after the results render: under load it can come a moment later.
      await waitFor(() =>
        expect(eventsNamed('loaded_component').map((event) => event.component_name)).toContain(
          'calculator_wizard_results',
        ),
      );
    },
  );

  it('asks for an answer when Next is pressed with none, on the first radio', async () => {
    renderWizard();
    await getStarted();
    next();
    const radio = await screen.findByRole('radio', { name: 'Yes' });
    expect(screen.getByText('Please choose an answer')).toBeVisible();
    await waitFor(() => expect(radio).toHaveFocus());
    expect(
      screen.getByRole('group', { name: /Do you own a home now\?/ }),
    ).toHaveAccessibleDescription(expect.stringContaining('Please choose an answer'));
    choose('Yes');
    expect(screen.queryByText('Please choose an answer')).toBeNull();
  });

  it('goes Back through the history with each answer kept, then Close clears them all', async () => {
    renderWizard();
    await getStarted();
    choose('No');
    next();
    await question(/What would you like to figure out about buying a home\?/);
    choose('My down payment options');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await question(/Do you own a home now\?/);
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await question('Which calculators fit your plans?');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await getStarted();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await question('Which calculators fit your plans?');
    await getStarted();
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
  });

  it("moves through the steps with the browser's Back and Forward: each step is a history entry", async () => {
    const entries = window.history.length;
    renderWizard();
    await getStarted();
    choose('Yes');
    next();
    await question(/What would you like help with\?/);
    expect(window.history.length).toBe(entries + 2);

    window.history.back();
    await question(/Do you own a home now\?/);
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    window.history.back();
    await question('Which calculators fit your plans?');
    window.history.forward();
    await question(/Do you own a home now\?/);
    window.history.forward();
    await question(/What would you like help with\?/);
    // The wizard's own Back goes back through the same entries.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await question(/Do you own a home now\?/);
    expect(window.history.length).toBe(entries + 2);
  });

  it('refuses a ZIP code the API does not know (404), and lets one through when the network fails', async () => {
    await toZipQuestion();

    await answerZip('4822');
    expect(await screen.findByText('Enter a ZIP code with 5 digits, like 48226')).toBeVisible();
    await answerZip('00000');
    expect(await screen.findByText('Enter a real US ZIP code, like 48226')).toBeVisible();
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    // Asked again within 5 minutes, the answer comes from the cache.
    const asked = zipLookups.filter((zip) => zip === '00000').length;
    await answerZip('00000');
    expect(await screen.findByText('Enter a real US ZIP code, like 48226')).toBeVisible();
    expect(zipLookups.filter((zip) => zip === '00000')).toHaveLength(asked);

    await answerZip('11111');
    await question(/What is your credit score\?/);
  });

  it('issue 34 §4: keeps the digits of a pasted ZIP code before cutting it to 5 (12a34567 is 12345, not 1234)', async () => {
    await toZipQuestion();

    const zip = screen.getByLabelText('ZIP code');
    // A browser cuts what is pasted to `maxlength` before any script sees it, so the box has
    // none: the filter keeps the digits and then the first five.
    expect(zip).not.toHaveAttribute('maxlength');
    fireEvent.change(zip, { target: { value: '12a34567' } });
    expect(zip).toHaveValue('12345');
  });

  it('changes the results with their selects: a new own-a-home answer clears what is calculated', async () => {
    renderWizard();
    await getStarted();
    choose('No');
    next();
    await question(/buying a home\?/);
    choose('My down payment options');
    next();
    await question(/What ZIP code/);
    await answerZip('48226');
    await question(/credit score/);
    choose('Poor (below 580)');
    next();
    await question('Calculators for you');
    expect(screen.getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/calculators/down-payment#zip=48226&creditScore=580',
    );

    fireEvent.change(screen.getByLabelText('Do you own a home now?'), { target: { value: 'yes' } });
    expect(screen.getByLabelText('What do you want to figure out?')).toHaveValue('');
    expect(screen.getByText('Choose what you want to figure out')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Suggested calculators' })).toBeNull();

    fireEvent.change(screen.getByLabelText('What do you want to figure out?'), {
      target: { value: 'available-equity' },
    });
    const links = within(screen.getByRole('list', { name: 'Suggested calculators' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.textContent)).toEqual([
      'Home equity calculator',
      'Refinance calculator',
      'Mortgage calculator',
    ]);
    expect(eventsNamed('selected_dropdown_value')).toEqual([
      expect.objectContaining({ dropdown_name: 'own_a_home', selected_value: 'yes' }),
      expect.objectContaining({ dropdown_name: 'calculating', selected_value: 'available-equity' }),
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    await question('Which calculators fit your plans?');
    await getStarted();
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
  });

  it('reports a results select being opened as clicked_dropdown', async () => {
    renderWizard();
    await getStarted();
    choose('Yes');
    next();
    await question(/help with/);
    choose('Buying another home');
    next();
    await question(/next home/);
    choose('What my monthly payment would be');
    next();
    await question(/What ZIP code/);
    await answerZip('48226');
    await question(/credit score/);
    choose('Average (620 to 659)');
    next();
    await question('Calculators for you');
    fireEvent.pointerDown(screen.getByLabelText('What do you want to figure out?'));
    expect(eventsNamed('clicked_dropdown')).toEqual([
      expect.objectContaining({
        dropdown_name: 'calculating',
        component_name: 'calculator_wizard',
        selected_value: 'monthly-payment',
      }),
    ]);
  });
});
