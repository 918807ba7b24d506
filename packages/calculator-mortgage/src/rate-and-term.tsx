// The interest rate box and the loan term's choice, in the words the mortgage calculator and
// the mini widgets ask them: one place for what the payment forms share.
import { TERM_OPTIONS } from '@lender/calculator-kit/choices';
import type { fieldRenderers } from '@lender/calculator-kit/form-fields';

type RateAndTermField = 'interestRate' | 'termYears';

/**
 * The rate box and the term's radio group, drawn from a form's renderers and state. The small
 * calculators other pages carry leave out the rate's slider (`compact`): their figure stays
 * within a phone's screen of their top.
 */
export function rateAndTermFields(
  fields: Pick<ReturnType<typeof fieldRenderers<RateAndTermField>>, 'rate' | 'choice'>,
  { compact = false }: { compact?: boolean } = {},
) {
  return (
    <>
      {fields.rate('interestRate', 'Interest rate', {
        min: 0,
        ...(compact ? { slider: undefined } : {}),
      })}
      {fields.choice('termYears', 'Loan term', TERM_OPTIONS, { orientation: 'horizontal' })}
    </>
  );
}
