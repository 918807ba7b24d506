import { expect, test } from './support/test.ts';
import { CalculatorWizardPage } from './pages/calculator-wizard-page.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// Issue 25, acceptance 2 and 3: the calculator wizard in Chromium against the real API: its three
// flows to the SPEC §4 cards with zip and creditScore, Back through history, the ZIP check's 404
// and network failure, axe in every state, and the page without JavaScript.

const FLOWS = [
  {
    flow: 'owners buying',
    answers: ['Yes', 'Buying another home', 'What my monthly payment would be'],
    steps: ['1 of 5', '2 of 5', '3 of 5', '4 of 5'],
    credit: 'Excellent (720 or higher)',
    cards: [
      ['Mortgage calculator', '/calculators/mortgage#zip=48226&creditScore=720'],
      ['Home affordability calculator', '/calculators/affordability#zip=48226&creditScore=720'],
      ['Down payment calculator', '/calculators/down-payment#zip=48226&creditScore=720'],
    ],
  },
  {
    flow: 'owners, current home',
    answers: [
      'Yes',
      'My current home: refinancing, paying it off or using its equity',
      'Lower my monthly payment',
    ],
    steps: ['1 of 5', '2 of 5', '3 of 5', '4 of 5'],
    credit: 'Below average (580 to 619)',
    cards: [
      ['Refinance calculator', '/calculators/refinance#zip=48226&creditScore=619'],
      ['Home equity calculator', '/calculators/home-equity#zip=48226&creditScore=619'],
      ['Mortgage calculator', '/calculators/mortgage#zip=48226&creditScore=619'],
    ],
  },
  {
    flow: 'non-owners',
    answers: ['No', 'How much home I can afford'],
    steps: ['1 of 4', '2 of 4', '3 of 4'],
    credit: 'Average (620 to 659)',
    cards: [
      ['Home affordability calculator', '/calculators/affordability#zip=48226&creditScore=659'],
      ['Mortgage calculator', '/calculators/mortgage#zip=48226&creditScore=659'],
      ['Rent Rewards', '/rent-rewards#zip=48226&creditScore=659'],
    ],
  },
];

test.describe('the calculator wizard', () => {
  for (const { flow, answers, steps, credit, cards } of FLOWS) {
    test(`takes ${flow} to their cards, with zip and creditScore in the links`, async ({
      page,
    }) => {
      const wizard = new CalculatorWizardPage(page);
      await wizard.goto();
      await expect(wizard.wizard.getByText('Questions with * are required')).toBeVisible();
      await expectNoAxeViolations(page);
      await wizard.answer("Just exploring what's possible");
      for (const [index, answer] of answers.entries()) {
        await expect(wizard.question(/\?/)).toBeFocused();
        await wizard.choose(answer);
        await expect(wizard.wizard.getByText(steps[index]!, { exact: false })).toBeVisible();
        await wizard.next();
      }
      await expect(wizard.question(/ZIP code/)).toBeFocused();
      await expectNoAxeViolations(page);
      await wizard.answerZip('48226');
      await expect(wizard.question('What is your credit score?')).toBeFocused();
      await wizard.answer(credit);

      await expect(wizard.question('Calculators for you')).toBeFocused();
      expect(await wizard.cards()).toEqual(cards);
      await expect(
        wizard.wizard.getByText('If none of these look right, try changing your answers.'),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('goes Back through the history to the first question, answers kept, and asks for an answer', async ({
    page,
  }) => {
    const wizard = new CalculatorWizardPage(page);
    await wizard.goto();
    await wizard.next();
    await expect(wizard.wizard.getByText('Please choose an answer')).toBeVisible();
    await expectNoAxeViolations(page);
    await wizard.answer('Planning for the next year or so');
    await wizard.answer('No');
    await wizard.answer('My down payment options');
    await wizard.answerZip('48226');
    await wizard.answer('Poor (below 580)');
    await expect(wizard.question('Calculators for you')).toBeVisible();

    await wizard.backButton.click();
    await expect(wizard.question('What is your credit score?')).toBeFocused();
    await expect(wizard.wizard.getByRole('radio', { name: 'Poor (below 580)' })).toBeChecked();
    await wizard.backButton.click();
    await expect(wizard.zipCode).toHaveValue('48226');
    await wizard.backButton.click();
    await expect(
      wizard.wizard.getByRole('radio', { name: 'My down payment options' }),
    ).toBeChecked();
    await wizard.backButton.click();
    await expect(wizard.wizard.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
    await wizard.backButton.click();
    await expect(wizard.question('Where are you in your plans?')).toBeFocused();
    await expect(wizard.backButton).toBeHidden();
  });

  test('a ZIP code the API does not know is refused; when the network fails it goes through', async ({
    page,
  }) => {
    const wizard = new CalculatorWizardPage(page);
    await wizard.goto();
    await wizard.answer("Just exploring what's possible");
    await wizard.answer('No');
    await wizard.answer('What my monthly payment could be');

    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rmscbff/zipCodes/')) asked.push(request.url());
    });
    await wizard.answerZip('00000');
    await expect(wizard.wizard.getByText('Enter a real US ZIP code, like 48226')).toBeVisible();
    await expect(wizard.zipCode).toBeFocused();
    await expectNoAxeViolations(page);
    // The same ZIP code again within 5 minutes: answered from the cache, not the network.
    await wizard.answerZip('00000');
    await expect(wizard.wizard.getByText('Enter a real US ZIP code, like 48226')).toBeVisible();
    expect(asked).toHaveLength(1);

    await page.route('**/rmscbff/zipCodes/48201', (route) => route.abort('internetdisconnected'));
    await wizard.answerZip('48201');
    await expect(wizard.question('What is your credit score?')).toBeFocused();
  });

  test('the results’ selects change the cards; a new own-a-home answer asks what to figure out', async ({
    page,
  }) => {
    const wizard = new CalculatorWizardPage(page);
    await wizard.goto();
    await wizard.answer("Just exploring what's possible");
    await wizard.answer('No');
    await wizard.answer('How much home I can afford');
    await wizard.answerZip('48226');
    await wizard.answer("I'm not sure");
    await expect(wizard.results).toBeVisible();

    await wizard.ownAHome.selectOption('yes');
    await expect(wizard.calculating).toHaveValue('');
    await expect(wizard.wizard.getByText('Choose what you want to figure out')).toBeVisible();
    await expect(wizard.results).toBeHidden();
    await expectNoAxeViolations(page);
    await wizard.calculating.selectOption('shorter-loan-term');
    expect((await wizard.cards()).map(([name]) => name)).toEqual([
      'Mortgage payoff calculator',
      'Amortization calculator',
      'Mortgage calculator',
    ]);
    await wizard.wizard.getByRole('button', { name: 'Start over' }).click();
    await expect(wizard.question('Where are you in your plans?')).toBeFocused();
  });
});

test.describe('the calculator wizard without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is a readable page whose form leads to the calculators', async ({ page }) => {
    await page.goto('/find-a-calculator');
    const wizard = new CalculatorWizardPage(page);
    await expect(wizard.question('Where are you in your plans?')).toBeVisible();
    await expect(wizard.wizard.locator('form')).toHaveAttribute('action', '/calculators');
    await expect(page.getByRole('link', { name: 'Mortgage calculator' })).toHaveAttribute(
      'href',
      '/calculators/mortgage',
    );
  });
});
