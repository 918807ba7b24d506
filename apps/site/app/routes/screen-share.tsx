import { useState, type FormEvent } from 'react';
import { data } from 'react-router';
import { Alert } from '@lender/ui/alert';
import { Button } from '@lender/ui/button';
import { ErrorSummary } from '@lender/ui/error-summary';
import { TextInput } from '@lender/ui/text-input';
import {
  checkScreenShareCode,
  formatScreenShareCode,
  messages,
  SCREEN_SHARE_CODE_LENGTH,
} from '@lender/validation';
import type { Route } from './+types/screen-share';
import { brand } from '../brand.ts';
import { PageTitle } from '../components/PageTitle.tsx';
import { isSameOriginPost } from '../forms/call-api.server.ts';
import { siteServer } from '../server-context.ts';
import { afterPointerRelease, useLatest } from '../forms/blur.ts';
import { useFormattedInput } from '../forms/digit-input.ts';
import { textField } from '../forms/form-data.ts';
import { supportSessionUrl } from '../forms/screen-share.ts';
import { useFormErrors } from '../forms/use-form-errors.ts';
import { formPageMeta } from '../meta.ts';

const PAGE_PATH = '/screen-share';
const FIELDS = ['code'] as const;
const FIELD_IDS = { code: 'code' };
/** An example code for the hint, as long as a real one (SPEC §9). */
const EXAMPLE_CODE = formatScreenShareCode('1234567890'.slice(0, SCREEN_SHARE_CODE_LENGTH - 1));

export const meta = () => formPageMeta(PAGE_PATH);

/**
 * Without JavaScript the page cannot open a tab by itself: a valid code comes back as a link
 * to the session. (A redirect would leave the site in this tab, and the pages' CSP
 * `form-action 'self'` rightly blocks a form from redirecting to another host.)
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginPost(request, siteServer(context))) throw data('Forbidden', { status: 403 });
  const code = textField(await request.formData(), 'code', 50);
  const result = checkScreenShareCode(code);
  if (!result.ok) {
    return data({ code, error: result.message, sessionUrl: null }, { status: 400 });
  }
  return {
    code: formatScreenShareCode(code),
    error: null,
    sessionUrl: supportSessionUrl(brand.supportHost, result.digits),
  };
}

/** SPEC §7: a valid code opens the support session in a new tab, with no way back (noopener). */
export default function ScreenShare({ actionData }: Route.ComponentProps) {
  const [code, setCode] = useState(actionData?.code ?? '');
  const [blurred, setBlurred] = useState(false);
  const [sessionUrl, setSessionUrl] = useState(actionData?.sessionUrl ?? null);
  const form = useFormErrors(
    FIELDS,
    FIELD_IDS,
    actionData?.error ? [{ field: 'code', message: actionData.error }] : [],
  );
  const reformat = useFormattedInput();
  const latestCode = useLatest(code);

  function check(value: string) {
    const result = checkScreenShareCode(value);
    form.setFieldError('code', result.ok ? undefined : result.message);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = checkScreenShareCode(code);
    if (!result.ok) {
      setSessionUrl(null);
      form.showSubmitErrors([{ field: 'code', message: result.message }]);
      return;
    }
    const url = supportSessionUrl(brand.supportHost, result.digits);
    // In the submit handler itself, so the browser counts it as the visitor's click and does
    // not block the new tab; noopener, so the support site cannot reach back into this page.
    window.open(url, '_blank', 'noopener');
    setSessionUrl(url);
  }

  return (
    <div className="page form-page">
      <PageTitle path={PAGE_PATH} error={form.hasErrors} />
      <ErrorSummary
        errors={form.summary}
        focusKey={form.focusKey}
        title={messages.form.errorSummaryTitle}
      />
      <h1>Share your screen with our support team</h1>
      <p className="lead">
        Only do this while you are on the phone with us. Your support agent will read you a code.
        They can see your screen, but cannot control it, until you end the session.
      </p>
      {sessionUrl && (
        <Alert variant="success" title="Your screen share session is ready">
          <p>
            {/* The link is the way in without JavaScript, and if the new tab was blocked. */}
            If it did not open in a new tab,{' '}
            <a href={sessionUrl} target="_blank" rel="noopener">
              start screen sharing (opens in new tab)
            </a>
            .
          </p>
        </Alert>
      )}
      <form method="post" noValidate onSubmit={submit} className="form">
        <TextInput
          id={FIELD_IDS.code}
          name="code"
          label="Screen share code"
          hint={`The code your support agent gave you, like ${EXAMPLE_CODE}`}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          width="short"
          value={code}
          error={form.errors.code}
          onChange={(event) => {
            const value = reformat(event, formatScreenShareCode);
            setCode(value);
            // SPEC §5: after the first blur, every change is checked as it is typed.
            if (blurred) check(value);
          }}
          onBlur={() => {
            setBlurred(true);
            afterPointerRelease(() => check(latestCode.current));
          }}
        />
        <Button>Start screen sharing</Button>
        <p className="form__note">The session opens in a new tab.</p>
      </form>
    </div>
  );
}
