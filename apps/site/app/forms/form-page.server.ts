// The server side of a declared form page (form-page.ts): its loader, and its action for a form
// posted without JavaScript. The action refuses cross-site posts, applies the page's own rules,
// then calls the API with a key that makes a resubmission idempotent and answers with the
// thank-you redirect, the API's field errors shown under the page's field names, or the page's
// error block.
import { queryKeepingPlus, type FormError } from '@lender/validation';
import { data, redirect, type HeadersArgs, type RouterContextProvider } from 'react-router';
import { honeypotValue } from '../components/Honeypot.tsx';
import { siteServer } from '../server-context.ts';
import { callApi, isSameOriginPost } from './call-api.server.ts';
import { textField, ticked } from './form-data.ts';
import type {
  FieldSpecs,
  FormPage,
  FormPageActionData,
  FormPageLoaderData,
  ValuesOf,
} from './form-page.ts';
import { formPostIdempotencyKey, newIdempotencyKey, UUID_PATTERN } from './idempotency.ts';

interface RequestArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The query of a page's URL; a + left unencoded in an e-mail's link stays a + (jane+news@…). */
export function pageQuery(request: Request): URLSearchParams {
  return queryKeepingPlus(new URL(request.url).search);
}

/** A form page's loader: a fresh form key and, with a `prefill`, the values from the query. */
export function formPageLoader<F extends FieldSpecs>(page: FormPage<F>) {
  return ({ request }: Pick<RequestArgs, 'request'>): FormPageLoaderData<ValuesOf<F>> => ({
    formKey: newIdempotencyKey(),
    values: page.prefill ? page.prefill(pageQuery(request)) : null,
  });
}

/** A form page's action: the form posted without JavaScript, the same rules, the same API call. */
export function formPageAction<F extends FieldSpecs>(page: FormPage<F>) {
  return async ({ request, context }: RequestArgs) => {
    if (!isSameOriginPost(request, siteServer(context))) throw data('Forbidden', { status: 403 });
    const formData = await request.formData();
    const values = readFormData(page.fields, formData);
    const answer = (
      errors: FormError[],
      apiFailed: boolean,
      status: number,
      headers?: Record<string, string>,
    ) =>
      data<FormPageActionData<ValuesOf<F>>>(
        { values, errors, apiFailed },
        headers ? { status, headers } : { status },
      );

    const errors = page.rules.validate(values);
    if (errors.length > 0) return answer(errors, false, 400);

    const body = page.rules.request(values, {
      sourcePage: sourcePageOf(page, formData),
      website: honeypotValue(formData),
    });
    const formKey = textField(formData, 'formKey', 36);
    const key = await formPostIdempotencyKey(
      UUID_PATTERN.test(formKey) ? formKey : newIdempotencyKey(),
      body,
    );
    const result = await callApi(siteServer(context), request, page.call, body as object, key);
    if (result.ok) return redirect(page.thankYouPath);
    if (result.kind === 'invalid') return answer(page.rules.apiErrors(result.errors), false, 400);
    // The API's "come back later" (its database down: 503; too many posts: 429) is passed on
    // with its Retry-After, so the page (the form, kept, with its error block) says the same to
    // whatever reads the status; any other failure of the API is the gateway's (502).
    if ((result.status === 503 || result.status === 429) && result.retryAfterMs !== undefined) {
      return answer([], true, result.status, {
        'retry-after': String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))),
      });
    }
    return answer([], true, 502);
  };
}

/**
 * A form page's `headers` export: a document answer sends no header of its action's unless the
 * route passes it on; the action's Retry-After (the API's 503 or 429, above) is passed on.
 */
export function formPageHeaders({ actionHeaders }: HeadersArgs): HeadersInit {
  const retryAfter = actionHeaders.get('retry-after');
  return retryAfter ? { 'retry-after': retryAfter } : {};
}

/** The page a post names as its own (a footer form's), if the page takes those; else the page. */
function sourcePageOf<F extends FieldSpecs>(page: FormPage<F>, formData: FormData): string {
  if (!page.postedFromOtherPages) return page.path;
  const sentFrom = textField(formData, 'sourcePage', 200);
  return sentFrom.startsWith('/') ? sentFrom : page.path;
}

/** The values of a form posted without JavaScript: every text bounded, unknown choices dropped. */
export function readFormData<F extends FieldSpecs>(fields: F, formData: FormData): ValuesOf<F> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => [
      name,
      spec.kind === 'fixed'
        ? spec.value
        : spec.kind === 'checkboxes'
          ? ticked(formData, name, spec.allowed)
          : textField(formData, name, spec.maxLength),
    ]),
  ) as ValuesOf<F>;
}
