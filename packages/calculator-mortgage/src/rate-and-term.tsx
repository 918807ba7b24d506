// The interest rate box and the loan term's choice, in the words the mortgage calculator and
// the mini widgets ask them: one place for what the payment forms share.
import { TERM_OPTIONS } from '@lender/calculator-kit/choices';
import { type fieldRenderers, RATE_FORMAT } from '@lender/calculator-kit/form-fields';
import { RadioGroup } from '@lender/ui/radio-group';

type RateAndTermField = 'interestRate' | 'termYears';

/** A form with a loan term: its value, and how a new one is committed. */
export interface TermForm {
  values: { readonly termYears: string };
  commit: (field: 'termYears', text: string) => void;
}

/** The rate box and the term's radio group, drawn from a form's renderers and state. */
export function rateAndTermFields(
  fields: Pick<ReturnType<typeof fieldRenderers<RateAndTermField>>, 'id' | 'number'>,
  form: TermForm,
) {
  return (
    <>
      {fields.number('interestRate', 'Interest rate', {
        hint: 'Percent a year',
        format: RATE_FORMAT,
        min: 0,
      })}
      <RadioGroup
        id={fields.id('termYears')}
        name="termYears"
        legend="Loan term"
        items={TERM_OPTIONS}
        orientation="horizontal"
        value={form.values.termYears}
        onChange={(value) => form.commit('termYears', value)}
      />
    </>
  );
}
