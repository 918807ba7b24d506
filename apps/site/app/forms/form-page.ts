// A form declared once: its fields (names, element ids, what a post may hold), its rules
// (@lender/validation), the API call it makes and where a success goes. The page's loader and
// no-JavaScript action (form-page.server.ts) and the React hook its component uses (use-form.ts)
// are derived from the declaration, so every form behaves the same way.
//
// Nothing here may import @lender/validation at run time: the footer's form is on every page and
// loads its rules (and zod) only when it is used.
import type { ReactNode } from 'react';
import type { FormError, FormRules } from '@lender/validation';
import type { PreferenceCall } from './api.ts';

/** A text box or text area; its value is what was typed. */
export interface TextFieldSpec {
  readonly kind: 'text';
  /** What it holds: an e-mail address and a phone number get their input type and autofill. */
  readonly type?: 'text' | 'email' | 'tel';
  /** The element's id, where the error summary links to; the field's name by default. */
  readonly id?: string;
  /** The longest value read from a post (nothing is unbounded); 1000 by default. */
  readonly maxLength?: number;
  /** Reformats the value as it is typed (a phone number), the caret kept in place. */
  readonly format?: (typed: string) => string;
  /** Shown only while this checkbox of a group is ticked: its message goes when it is unticked. */
  readonly revealedBy?: readonly [group: string, value: string];
}

/** A group of checkboxes; its value is the ticked values, in page order. */
export interface CheckboxesFieldSpec<T extends string = string> {
  readonly kind: 'checkboxes';
  /** The first checkbox's id, where the error summary links to; the field's name by default. */
  readonly id?: string;
  /** The values a post may tick; anything else is ignored. */
  readonly allowed: readonly T[];
}

/** A value the form always sends as it is (hidden inputs); it never shows a message. */
export interface FixedFieldSpec<V = unknown> {
  readonly kind: 'fixed';
  readonly value: V;
}

export type FieldSpec = TextFieldSpec | CheckboxesFieldSpec | FixedFieldSpec;
export type FieldSpecs = Readonly<Record<string, FieldSpec>>;

/** A text field. */
export function text(options: Omit<TextFieldSpec, 'kind'> = {}): TextFieldSpec {
  return { kind: 'text', ...options };
}

/** A checkbox group offering `allowed`. */
export function checkboxes<T extends string>(
  allowed: readonly T[],
  options: { id?: string } = {},
): CheckboxesFieldSpec<T> {
  return { kind: 'checkboxes', allowed, ...options };
}

/** A value the form always sends. */
export function fixed<V>(value: V): FixedFieldSpec<V> {
  return { kind: 'fixed', value };
}

/** What a form with these fields holds. */
export type ValuesOf<F extends FieldSpecs> = {
  -readonly [K in keyof F]: F[K] extends CheckboxesFieldSpec<infer T>
    ? readonly T[]
    : F[K] extends FixedFieldSpec<infer V>
      ? V
      : string;
};

/** The fields of a given kind. */
export type FieldOfKind<F extends FieldSpecs, Kind extends FieldSpec['kind']> = {
  [K in keyof F]: F[K]['kind'] extends Kind ? K : never;
}[keyof F] &
  string;

/** The fields that can show a message: all but the fixed ones. */
export type ShownField<F extends FieldSpecs> =
  FieldOfKind<F, 'text'> | FieldOfKind<F, 'checkboxes'>;

/** The error block's title, and what the visitor can do now that the submission failed. */
export interface FormFailure {
  title: string;
  text: ReactNode;
}

/** A form's rules, typed for its values (their field names may be wider than the form's). */
export type RulesOf<F extends FieldSpecs> = FormRules<ValuesOf<F>, string>;

/** What declares a form that is not a page of its own (the footer's). */
export interface FormDeclaration<F extends FieldSpecs> {
  /** Names the form on its page; the honeypot's id is `{name}-website`. */
  readonly name: string;
  /** The fields in page order, which is also the error summary's order. */
  readonly fields: F;
  /** The rules, or how to load them (a form on every page loads them when first used). */
  readonly rules: RulesOf<F> | (() => Promise<RulesOf<F>>);
  /** The API call the form makes (through @lender/api-client). */
  readonly call: PreferenceCall;
  /** Where a success goes. */
  readonly thankYouPath: string;
  /**
   * Where the form posts without JavaScript when that is another page's action (the footer's
   * form posts to /subscribe); it then sends the page it is on as `sourcePage`.
   */
  readonly action?: string;
}

/** What declares a form page: a form that is the main content of the page at `path`. */
export interface FormPageDeclaration<F extends FieldSpecs> extends FormDeclaration<F> {
  /** The page's path: its title, and the `sourcePage` of its requests. */
  readonly path: string;
  /** The page's heading and the paragraph under it. */
  readonly heading: string;
  readonly lead: ReactNode;
  /** The submit button's text. */
  readonly submitText: string;
  /** The consent wording shown above the submit button, which it describes (TCPA). */
  readonly consent?: ReactNode;
  /** The error block shown when the API cannot take the submission. */
  readonly failure: FormFailure;
  /** A page loads its rules with it. */
  readonly rules: RulesOf<F>;
  /** The values the page starts with, from its query (SPEC §2 `show=`). */
  readonly prefill?: (query: URLSearchParams) => ValuesOf<F>;
  /** Other pages post to this page's action too, naming themselves as `sourcePage`. */
  readonly postedFromOtherPages?: boolean;
}

/** A declared form with what is derived from its fields. */
export type Form<F extends FieldSpecs> = FormDeclaration<F> & DerivedFields<F>;
/** A declared form page with what is derived from its fields. */
export type FormPage<F extends FieldSpecs> = FormPageDeclaration<F> & DerivedFields<F>;

interface DerivedFields<F extends FieldSpecs> {
  /** The fields that can show a message, in page order. */
  readonly shownFields: readonly ShownField<F>[];
  /** Each shown field's element id. */
  readonly ids: Readonly<Record<ShownField<F>, string>>;
  /** The values of an untouched form. */
  readonly emptyValues: ValuesOf<F>;
}

/** Declares a form that is part of other pages. */
export function defineForm<const F extends FieldSpecs>(declaration: FormDeclaration<F>): Form<F> {
  return { ...declaration, ...deriveFields(declaration.fields) };
}

/** Declares a form page. */
export function defineFormPage<const F extends FieldSpecs>(
  declaration: FormPageDeclaration<F>,
): FormPage<F> {
  return { ...declaration, ...deriveFields(declaration.fields) };
}

function deriveFields<F extends FieldSpecs>(fields: F): DerivedFields<F> {
  const shown = Object.entries(fields).filter(([, spec]) => spec.kind !== 'fixed') as [
    ShownField<F>,
    TextFieldSpec | CheckboxesFieldSpec,
  ][];
  return {
    shownFields: shown.map(([name]) => name),
    ids: Object.fromEntries(shown.map(([name, spec]) => [name, spec.id ?? name])) as Record<
      ShownField<F>,
      string
    >,
    emptyValues: Object.fromEntries(
      Object.entries(fields).map(([name, spec]) => [
        name,
        spec.kind === 'fixed' ? spec.value : spec.kind === 'checkboxes' ? [] : '',
      ]),
    ) as ValuesOf<F>,
  };
}

/** What a form page's loader gives its component. */
export interface FormPageLoaderData<Values> {
  /** Rendered into the form: the no-JavaScript submission's idempotency key derives from it. */
  formKey: string;
  /** The values the page starts with (its `prefill`), or null for an empty form. */
  values: Values | null;
}

/** What a form page's action answers when it shows the page again. */
export interface FormPageActionData<Values> {
  /** What was posted, so nothing typed is lost. */
  values: Values;
  errors: FormError[];
  /** The API could not take the submission: the page shows its error block. */
  apiFailed: boolean;
}

/** What a form page's component is given: its declaration and its loader's and action's answers. */
export interface FormPageProps<F extends FieldSpecs> {
  page: FormPage<F>;
  loaderData: FormPageLoaderData<ValuesOf<F>>;
  actionData?: FormPageActionData<ValuesOf<F>> | undefined;
}
