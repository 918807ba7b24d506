import { expect, test } from './support/test.ts';
import { CalculatorWizardPage } from './pages/calculator-wizard-page.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// Issue 25, acceptance 2 and 3: the calculator wizard in Chromium against the real API: its three
// flows to the SPEC §4 cards with zip and creditScore, Back through history, the ZIP check's 404
// and network failure, axe in every state, and the page without JavaScript. Issue 35: step 0 is
// the get-started screen, the first question reads '1 of 5' or '1 of 4', and the browser's Back
// and Forward move through the steps.

const FLOWS = [
  {
    flow: 'owners buying',
    answers: ['Yes', 'Buying another home', 'What my monthly payment would be'],
    steps: ['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5'],
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
    steps: ['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5'],
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
    steps: ['1 of 4', '2 of 4', '3 of 4', '4 of 4'],
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
      // Step 0 (SPEC §4): the get-started screen asks nothing and counts no step.
      await expect(wizard.question('Which calculators fit your plans?')).toBeVisible();
      await expect(wizard.wizard.getByText('Questions with * are required')).toBeVisible();
      await expect(wizard.wizard.getByText(/\d of [45]/)).toHaveCount(0);
      await expect(wizard.wizard.getByRole('radio')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await wizard.getStarted();
      await expect(wizard.wizard.getByText('Questions with * are required')).toBeVisible();
      const step = (index: number) => wizard.wizard.getByText(steps[index]!, { exact: false });
      for (const [index, answer] of answers.entries()) {
        await expect(wizard.question(/\?/)).toBeFocused();
        // Until Q2 is answered the longer flow's count shows; No makes it 'of 4' at once.
        await wizard.choose(answer);
        await expect(step(index)).toBeVisible();
        await wizard.next();
      }
      await expect(wizard.question(/ZIP code/)).toBeFocused();
      await expect(step(answers.length)).toBeVisible();
      await expectNoAxeViolations(page);
      await wizard.answerZip('48226');
      await expect(wizard.question('What is your credit score?')).toBeFocused();
      await expect(step(answers.length + 1)).toBeVisible();
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
    await wizard.getStarted();
    await wizard.next();
    await expect(wizard.wizard.getByText('Please choose an answer')).toBeVisible();
    await expectNoAxeViolations(page);
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
    await expect(wizard.question('Which calculators fit your plans?')).toBeFocused();
    await expect(wizard.backButton).toBeHidden();
  });

  test("the browser's Back and Forward move through the steps; Back on step 0 leaves the page", async ({
    page,
  }) => {
    await page.goto('/calculators');
    const wizard = new CalculatorWizardPage(page);
    await wizard.goto();
    await wizard.getStarted();
    await wizard.answer('Yes');
    await wizard.answer('My current home: refinancing, paying it off or using its equity');
    const q4 = wizard.question('What would you like to do with your current mortgage?');
    await expect(q4).toBeFocused();
    await expect(wizard.wizard.getByText('3 of 5', { exact: false })).toBeVisible();

    await page.goBack();
    await expect(wizard.question('What would you like help with?')).toBeFocused();
    await expect(wizard.wizard.getByText('2 of 5', { exact: false })).toBeVisible();
    await expect(
      wizard.wizard.getByRole('radio', {
        name: 'My current home: refinancing, paying it off or using its equity',
      }),
    ).toBeChecked();
    await page.goBack();
    await expect(wizard.question('Do you own a home now?')).toBeFocused();
    await expect(wizard.wizard.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
    await page.goForward();
    await expect(wizard.wizard.getByText('2 of 5', { exact: false })).toBeVisible();
    await page.goForward();
    await expect(q4).toBeFocused();
    // The wizard's Back goes back through the same history.
    await wizard.backButton.click();
    await expect(wizard.wizard.getByText('2 of 5', { exact: false })).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(wizard.question('Which calculators fit your plans?')).toBeFocused();
    await expect(page).toHaveURL(/\/find-a-calculator$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/calculators$/);
  });

  test('a ZIP code the API does not know is refused; when the network fails it goes through', async ({
    page,
  }) => {
    const wizard = new CalculatorWizardPage(page);
    await wizard.goto();
    await wizard.getStarted();
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
    await wizard.getStarted();
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
    await expect(wizard.question('Which calculators fit your plans?')).toBeFocused();
  });
});

test.describe('the calculator wizard without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is a readable page whose form leads to the calculators', async ({ page }) => {
    await page.goto('/find-a-calculator');
    const wizard = new CalculatorWizardPage(page);
    await expect(wizard.question('Which calculators fit your plans?')).toBeVisible();
    await expect(wizard.wizard.locator('form')).toHaveAttribute('action', '/calculators');
    await expect(page.getByRole('link', { name: 'Mortgage calculator' })).toHaveAttribute(
      'href',
      '/calculators/mortgage',
    );
  });
});
