import { HONEYPOT_FIELD } from '../forms/honeypot-field.ts';

/**
 * A field people never see or reach, which form-filling bots tend to fill in; the API accepts
 * such submissions without storing them. It is moved off screen rather than `display: none`,
 * which many bots skip, and kept out of the tab order and the accessibility tree.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** The honeypot's value in a submitted form, '' when left empty as people do. */
export function honeypotValue(form: HTMLFormElement | FormData): string {
  const data = form instanceof FormData ? form : new FormData(form);
  const value = data.get(HONEYPOT_FIELD);
  return typeof value === 'string' ? value.slice(0, 500) : '';
}
