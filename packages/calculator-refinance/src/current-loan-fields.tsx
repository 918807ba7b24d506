// The "Your current loan" questions both refinance calculators ask first, in the same words:
// the balance, the rate and the time left. One place, so the two forms cannot drift apart.
import type { fieldRenderers } from '@lender/calculator-kit/form-fields';
import type { CurrentLoanField } from './current-loan.ts';

type CurrentLoanRenderers = Pick<
  ReturnType<typeof fieldRenderers<CurrentLoanField>>,
  'id' | 'money' | 'rate' | 'whole'
>;

/** The current loan's fieldset, drawn from a form's renderers; `rateHint` gives an example rate. */
export function currentLoanFieldset(fields: CurrentLoanRenderers, rateHint: string) {
  const timeHintId = `${fields.id('years')}-time-hint`;
  return (
    <fieldset className="lref__group">
      <legend>Your current loan</legend>
      {fields.money('balance', 'Loan balance', 'What you still owe, from your latest statement')}
      {fields.rate('rate', 'Current interest rate', { hint: rateHint })}
      <fieldset className="lref__time" aria-describedby={timeHintId}>
        <legend>Time left on your loan</legend>
        <p id={timeHintId} className="lui-hint">
          For example, 27 years and 6 months
        </p>
        <div className="lref__pair">
          {fields.whole('years', 'Years')}
          {fields.whole('months', 'Months')}
        </div>
      </fieldset>
    </fieldset>
  );
}
