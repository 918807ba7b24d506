// The boxes of a calculator's form, drawn from its state the same way in every calculator: the
// id, the name, the message and the value all come from the field's key, so a calculator only
// says which field, its label and its hint. The markup is @lender/ui's; the layout of the
// month-and-year pair is `.lcalc-date` in calculator.css. Each box is keyed by its field, so a
// list of them (`TERMS.map(…)`) needs no keys of its own.
import { CurrencyInput, NumberInput, type NumberInputProps } from '@lender/ui/number-input';
import { RadioGroup, type RadioItem } from '@lender/ui/radio-group';
import { memo, type ReactNode } from 'react';
import { numberFromText, textFromNumber } from './number-text.ts';
import { SliderBeside, type SliderRange } from './SliderBeside.tsx';
import { downPaymentSlider, PRICE_SLIDER, RATE_SLIDER } from './sliders.ts';

// A commit re-renders the whole form, and every box is a react-aria field whose render costs
// milliseconds on a slow phone: each box is memoised, with one handler per form and field that
// lives as long as the form's `commit`, so only the boxes whose value or message changed render.
const MemoCurrencyInput = memo(CurrencyInput);
const MemoNumberInput = memo(NumberInput);
const MemoRadioGroup = memo(RadioGroup);

type Commit = (field: string, text: string) => void;
const handlersOf = new WeakMap<Commit, Map<string, (value: number) => void>>();
const choiceHandlersOf = new WeakMap<Commit, Map<string, (value: string) => void>>();

/** The same function for the same form and field, render after render. */
function handler<Value>(
  cache: WeakMap<Commit, Map<string, (value: Value) => void>>,
  commit: Commit,
  field: string,
  make: () => (value: Value) => void,
): (value: Value) => void {
  let byField = cache.get(commit);
  if (!byField) cache.set(commit, (byField = new Map()));
  let made = byField.get(field);
  if (!made) byField.set(field, (made = make()));
  return made;
}

/** Whole numbers without grouping: a year reads 2027, not 2,027. */
export const WHOLE_NUMBER_FORMAT: Intl.NumberFormatOptions = {
  maximumFractionDigits: 0,
  useGrouping: false,
};

/** An interest rate in percent a year, to the thousandth (6.125). */
export const RATE_FORMAT: Intl.NumberFormatOptions = { maximumFractionDigits: 3 };

/** What {@link fieldRenderers} draws from: a calculator's form state. */
export interface FormState<Field extends string> {
  /** Prefix of every field's id (`${idPrefix}-${field}`), unique on the page (React's useId). */
  idPrefix: string;
  /** Each field's text, as typed or from the URL hash. */
  values: { readonly [K in Field]: string };
  /** Each field's message, if it has one. */
  errors: { readonly [K in Field]?: string | undefined };
  /** Called with a field's new text when the visitor commits a box (blur, Enter, arrow keys). */
  commit(field: Field, text: string): void;
}

/** Options of a plain number box. */
export interface NumberFieldOptions {
  hint?: ReactNode;
  /** How the number is shown and parsed; plain decimals when left out. */
  format?: Intl.NumberFormatOptions;
  /** The box's width; `short` when left out (rates, years, months). */
  width?: NumberInputProps['width'];
  /** Values below are raised to `min` when committed. */
  min?: number;
  /** A slider under the box running over this range (rates: `RATE_SLIDER`). */
  slider?: SliderRange | undefined;
}

/** Options of a dollar box. */
export interface MoneyFieldOptions {
  /** The box's width; `medium` when left out. */
  width?: NumberInputProps['width'];
  /** The number shown instead of the field's own (an estimate while the field is empty). */
  shownValue?: number | undefined;
  /** A slider under the box running over this range (prices: `PRICE_SLIDER`). */
  slider?: SliderRange | undefined;
}

/** Options of a choice (radio buttons). */
export interface ChoiceFieldOptions {
  hint?: ReactNode;
  /** `horizontal` for short answers side by side (terms in years). */
  orientation?: 'vertical' | 'horizontal';
}

/** An ErrorSummary item: a link to the box and its message. */
export interface SummaryItem {
  href: string;
  text: string;
}

/**
 * The renderers of one calculator's form fields, typed on its own field names:
 *
 * - `id(field)`: the box's id;
 * - `money(field, label, hint?, options?)`: a whole-dollar `CurrencyInput`, with a slider under
 *   it when `options.slider` is given;
 * - `number(field, label, options?)`: a `NumberInput` (`RATE_FORMAT`, a percent, …), with a
 *   slider likewise;
 * - `price(field, label, hint?)`, `downPayment(field, label, priceField)` and
 *   `rate(field, label, options?)`: a home's price, its down payment (the slider runs up to the
 *   price) and a yearly rate (`RATE_FORMAT`, "Percent a year"), each with its slider;
 * - `whole(field, label, hint?)`: a short `NumberInput` of a whole number without grouping;
 * - `monthYear(legend, hint, monthField, yearField)`: a month and a year in one fieldset;
 * - `choice(field, legend, items, options?)`: a `RadioGroup`, committed as soon as one is chosen;
 * - `summary(fields)`: the ErrorSummary items of those of `fields` with a message, in that order.
 */
export function fieldRenderers<Field extends string>(form: FormState<Field>) {
  const { idPrefix, values, errors } = form;
  const id = (field: Field) => `${idPrefix}-${field}`;
  const formCommit = form.commit as Commit;
  const commit = (field: Field) =>
    handler(
      handlersOf,
      formCommit,
      field,
      () => (value: number) => formCommit(field, textFromNumber(value)),
    );
  const commitChoice = (field: Field) =>
    handler(choiceHandlersOf, formCommit, field, () => (value: string) => formCommit(field, value));

  // A box, with a slider under it when the field has one: the box shows the thumb's value while
  // it moves, and both commit through the same path.
  const withSlider = (
    field: Field,
    slider: SliderRange | undefined,
    value: number | undefined,
    box: (shown: number | undefined) => ReactNode,
  ) =>
    slider ? (
      <SliderBeside key={field} range={slider} value={value} onCommit={commit(field)}>
        {box}
      </SliderBeside>
    ) : (
      box(value)
    );

  const money = (field: Field, label: string, hint?: ReactNode, options: MoneyFieldOptions = {}) =>
    withSlider(
      field,
      options.slider,
      options.shownValue ?? numberFromText(values[field]),
      (shown) => (
        <MemoCurrencyInput
          key={field}
          id={id(field)}
          name={field}
          label={label}
          hint={hint}
          error={errors[field]}
          value={shown}
          onChange={commit(field)}
          width={options.width}
        />
      ),
    );

  const number = (field: Field, label: string, options: NumberFieldOptions = {}) =>
    withSlider(field, options.slider, numberFromText(values[field]), (shown) => (
      <MemoNumberInput
        key={field}
        id={id(field)}
        name={field}
        label={label}
        hint={options.hint}
        error={errors[field]}
        value={shown}
        min={options.min}
        formatOptions={options.format}
        onChange={commit(field)}
        width={options.width ?? 'short'}
      />
    ));

  // The three boxes every payment question asks, each with its slider (issue 34 §3).
  const price = (field: Field, label: string, hint?: ReactNode) =>
    money(field, label, hint, { slider: PRICE_SLIDER });

  const downPayment = (field: Field, label: string, priceField: Field) =>
    money(field, label, undefined, {
      slider: downPaymentSlider(numberFromText(values[priceField])),
    });

  const rate = (field: Field, label: string, options: NumberFieldOptions = {}) =>
    number(field, label, {
      hint: 'Percent a year',
      format: RATE_FORMAT,
      slider: RATE_SLIDER,
      ...options,
    });

  const whole = (field: Field, label: string, hint?: ReactNode) =>
    number(field, label, { hint, format: WHOLE_NUMBER_FORMAT });

  const monthYear = (legend: string, hint: string, monthField: Field, yearField: Field) => {
    const hintId = `${id(monthField)}-date-hint`;
    return (
      <fieldset className="lcalc-date" aria-describedby={hintId}>
        <legend>{legend}</legend>
        <p className="lui-hint" id={hintId}>
          {hint}
        </p>
        <div className="lcalc-date__parts">
          {whole(monthField, 'Month')}
          {whole(yearField, 'Year')}
        </div>
      </fieldset>
    );
  };

  const choice = (
    field: Field,
    legend: string,
    items: readonly RadioItem[],
    options: ChoiceFieldOptions = {},
  ) => (
    <MemoRadioGroup
      key={field}
      id={id(field)}
      name={field}
      legend={legend}
      hint={options.hint}
      error={errors[field]}
      items={items}
      // An empty value is no choice yet (a link that named none).
      value={values[field] === '' ? null : values[field]}
      orientation={options.orientation}
      onChange={commitChoice(field)}
    />
  );

  const summary = (fields: readonly Field[]): SummaryItem[] =>
    fields.flatMap((field) => {
      const text = errors[field];
      return text ? [{ href: `#${id(field)}`, text }] : [];
    });

  return { id, money, number, price, downPayment, rate, whole, monthYear, choice, summary };
}
