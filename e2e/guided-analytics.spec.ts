import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { CalculatorWizardPage } from './pages/calculator-wizard-page.ts';
import { LoanOptionsPage } from './pages/loan-options-page.ts';
import { RatesPage } from './pages/rates-page.ts';
import {
  analyticsLoaded,
  anonymousIdOf,
  storedEvents,
  type StoredEvent,
} from './support/analytics.ts';

// Issue 25: the guided experiences' events (SPEC §3) reach the collector, which stores only events
// that pass its schemas (the catalogue of @lender/analytics): loaded_component, the dropdown
// events, applied_filters and identified_audience_segment, with their fields.

async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
}

async function eventsUntil(
  page: Page,
  anonymousId: string,
  done: (events: StoredEvent[]) => boolean,
): Promise<StoredEvent[]> {
  let events: StoredEvent[] = [];
  await expect
    .poll(
      async () => {
        events = await storedEvents(page.request, anonymousId);
        return done(events);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return events;
}

const named = (events: StoredEvent[], name: string) =>
  events.filter((event) => event.eventName === name).map((event) => event.properties ?? {});

test('the wizard, the questionnaire and the rates send their events, and the collector keeps them', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The experimentation script's segment cookies, new to this browser.
  await context.addCookies([
    { name: 'personalization_segment', value: 'growing_household', url: baseURL! },
    { name: 'personalization_hold_group', value: 'control', url: baseURL! },
  ]);

  const wizard = new CalculatorWizardPage(page);
  await wizard.goto();
  await analyticsLoaded(page);
  const anonymousId = await anonymousIdOf(page);
  await wizard.getStarted();
  await wizard.answer('No');
  await wizard.answer('What my monthly payment could be');
  await wizard.answerZip('48226');
  await wizard.answer("I'm not sure");
  await wizard.ownAHome.click();
  await wizard.ownAHome.selectOption('yes');
  await hidePage(page);

  const options = new LoanOptionsPage(page);
  await options.goto();
  await options.answerAll(['Refinancing my mortgage', 'Yes', '580-619', 'No']);
  await expect(options.heading('Loans that match your answers: 1')).toBeVisible();
  await hidePage(page);

  const rates = new RatesPage(page);
  await rates.goto();
  await rates.purpose.selectOption('refinance');
  await expect(rates.table).toHaveAccessibleName(/refinancing/);
  await rates.selects[0]!.selectOption('VA30');
  await expect(page).toHaveURL(/VA30/);
  await hidePage(page);

  const events = await eventsUntil(
    page,
    anonymousId,
    (stored) => named(stored, 'applied_filters').length >= 2,
  );
  expect(named(events, 'loaded_component').map((event) => event.component_name)).toEqual(
    expect.arrayContaining([
      'calculator_wizard',
      'calculator_wizard_results',
      'loan_options',
      'loan_options_results',
      'rate_ticker',
      'rate_comparison',
    ]),
  );
  expect(named(events, 'loaded_component')[0]).toMatchObject({
    page_name: 'find a calculator',
    // The calculator finder is a way into the calculators (issue 35).
    funnel_experience: 'calculators',
    rocket_company: 'mortgage',
    loaded_component_from_location: '/find-a-calculator',
  });
  expect(named(events, 'clicked_dropdown')).toContainEqual(
    expect.objectContaining({ dropdown_name: 'own_a_home', component_name: 'calculator_wizard' }),
  );
  expect(named(events, 'selected_dropdown_value')).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ dropdown_name: 'own_a_home', selected_value: 'yes' }),
      expect.objectContaining({ dropdown_name: 'rate_purpose', selected_value: 'refinance' }),
      expect.objectContaining({ dropdown_name: 'rate_select_1', selected_value: 'VA30' }),
    ]),
  );
  expect(named(events, 'applied_filters')).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        filter_type: 'loan_options_refinance_low_down_payment_low_credit',
        applied_refinance_filter: true,
        applied_low_down_payment_filter: true,
        applied_low_credit_filter: true,
        time: expect.stringMatching(/:00\.000Z$/),
      }),
      expect.objectContaining({
        filter_type: 'rate_purpose_refinance',
        applied_refinance_filter: true,
      }),
    ]),
  );
  // Once, on the first page that saw the new segment (its page view).
  expect(named(events, 'identified_audience_segment')).toEqual([
    expect.objectContaining({
      page_url: expect.stringMatching(/\/find-a-calculator$/),
      user_segment_name: 'growing_household',
      segment_predicted: true,
      was_withheld_from_segment_prediction: true,
    }),
  ]);
});
