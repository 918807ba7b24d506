// @vitest-environment jsdom
// The hook the form pages and the footer form derive from their declarations, exercised through
// the real components as a visitor uses them: messages on blur, the error summary on submit, one
// submission at a time, the API's field errors, the error block, and the thank-you page.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { messages } from '@lender/validation';
import type { ApiClient, ApiResult } from '@lender/api-client';
import { createRoutesStub, useLoaderData, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FooterSubscribe } from '../components/FooterSubscribe.tsx';
import type * as ApiModule from './api.ts';
import OptOut from '../routes/opt-out.tsx';
import PhoneUpdates from '../routes/phone-updates.tsx';
import Subscribe from '../routes/subscribe.tsx';

type Call = 'optOut' | 'optIn' | 'subscribe';
const calls: { call: Call; body: unknown; key: string }[] = [];
let answer: () => Promise<ApiResult<unknown>> = async () => ({ ok: true, data: {} });

vi.mock('./api.ts', async (original) => {
  const real = await original<typeof ApiModule>();
  const send = (call: Call) => (body: unknown, options: { idempotencyKey: string }) => {
    calls.push({ call, body, key: options.idempotencyKey });
    return answer();
  };
  const api = { optOut: send('optOut'), optIn: send('optIn'), subscribe: send('subscribe') };
  return { ...real, browserApi: async () => api as unknown as ApiClient };
});

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const FORM_KEY = '0b7c4a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';

/** A route component, given its loader's data as React Router gives it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Page = React.ComponentType<any>;

function renderAt(path: string, Page: Page) {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <main>
          <Page loaderData={useLoaderData()} actionData={undefined} params={{}} matches={[]} />
          <Where />
        </main>
      ),
      loader: () => ({ formKey: FORM_KEY, values: null, marketingCloud: null }),
    },
    { path: '*', Component: Where },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const location = () => screen.getByTestId('location').textContent;
const summary = () => screen.queryByRole('alert');
const summaryLinks = () =>
  within(summary()!)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

async function submit(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
}

beforeEach(() => {
  calls.length = 0;
  answer = async () => ({ ok: true, data: {} });
});
afterEach(cleanup);

describe.each([
  {
    page: '/phone-updates',
    Page: PhoneUpdates,
    button: 'Agree and sign up',
    call: 'optIn',
    fill: () => {
      fireEvent.click(screen.getByRole('checkbox', { name: /Text messages/ }));
      fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number' }), {
        target: { value: '3135550100' },
      });
    },
    emptyProblems: [[messages.optIn.errorRequiredCheckbox, '#subscriptions']],
    sent: {
      phoneOptIn: { inputValue: '3135550100', subscriptions: ['marketing-texts'] },
      sourcePage: '/phone-updates',
      website: '',
    },
    apiError: { field: 'phoneOptIn.inputValue', message: 'From API' },
    apiErrorLink: '#phone',
    failure: 'Sorry, we could not sign you up',
  },
  {
    page: '/subscribe',
    Page: Subscribe,
    button: 'Subscribe',
    call: 'subscribe',
    fill: () => {
      fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
        target: { value: 'pat@example.com' },
      });
      fireEvent.click(screen.getByRole('checkbox', { name: 'Mortgage rate alerts' }));
    },
    emptyProblems: [[messages.email.errorRequired, '#email']],
    sent: {
      email: 'pat@example.com',
      subscriptions: ['rate-alerts'],
      sourcePage: '/subscribe',
      website: '',
    },
    apiError: { field: 'subscriptions', message: 'From API' },
    apiErrorLink: '#subscriptions',
    failure: 'Sorry, we could not sign you up',
  },
  {
    page: '/opt-out',
    Page: OptOut,
    button: 'Opt out',
    call: 'optOut',
    fill: () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Promotional phone calls' }));
      fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), {
        target: { value: '3135550100' },
      });
    },
    emptyProblems: [[messages.optOut.errorRequiredCheckbox, '#channels']],
    sent: { homePhone: '3135550100', sourcePage: '/opt-out', website: '' },
    apiError: { field: 'homePhone', message: 'From API' },
    apiErrorLink: '#phone',
    failure: 'Sorry, we could not send your request',
  },
] as const)('the $page page', ({ page, Page, button, call, fill, emptyProblems, ...expected }) => {
  const submitButton = () => screen.getByRole('button', { name: button });

  it('shows the summary of what is missing on submit, sends nothing, and titles the page "Error: "', async () => {
    renderAt(page, Page);
    await screen.findByRole('heading', { level: 1 });

    await submit(submitButton());

    expect(summaryLinks()).toEqual(emptyProblems);
    expect(summary()!.parentElement).toHaveFocus();
    expect(document.title).toMatch(/^Error: /);
    expect(calls).toEqual([]);
  });

  it('sends once, however often it is pressed, with its key, then shows the thank-you page', async () => {
    let release: () => void = () => {};
    answer = () =>
      new Promise((resolve) => {
        release = () => resolve({ ok: true, data: {} });
      });
    renderAt(page, Page);
    await screen.findByRole('heading', { level: 1 });
    fill();

    await submit(submitButton());
    await submit(submitButton());
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    await act(async () => release());

    expect(calls).toEqual([{ call, body: expected.sent, key: expect.any(String) }]);
    expect(location()).toBe(`${page}/thank-you`);
  });

  it('shows the API’s field errors on its own fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = async () => ({ ok: false, kind: 'invalid', errors: [expected.apiError] });
    renderAt(page, Page);
    await screen.findByRole('heading', { level: 1 });
    fill();

    await submit(submitButton());

    expect(summaryLinks()).toEqual([['From API', expected.apiErrorLink]]);
    expect(location()).toBe(page);
  });

  it('shows the error block when the API fails; a retry keeps the key; dismissing it focuses the button', async () => {
    answer = async () => ({ ok: false, kind: 'failed', status: 500 });
    renderAt(page, Page);
    await screen.findByRole('heading', { level: 1 });
    fill();

    await submit(submitButton());
    expect(screen.getByRole('region', { name: expected.failure })).toHaveFocus();
    await submit(submitButton());
    expect(calls).toHaveLength(2);
    expect(calls[1]!.key).toBe(calls[0]!.key);

    const block = screen.getByRole('region', { name: expected.failure });
    await act(async () => {
      fireEvent.click(within(block).getByRole('button', { name: 'Dismiss this message' }));
    });
    expect(screen.queryByRole('region', { name: expected.failure })).toBeNull();
    expect(submitButton()).toHaveFocus();
  });
});

describe('field checks on the opt-out page', () => {
  it('checks an input when it is left, beside the field only, and follows what is fixed', async () => {
    renderAt('/opt-out', OptOut);
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Promotional email' }));
    const email = screen.getByRole('textbox', { name: 'Email address' });

    fireEvent.change(email, { target: { value: 'pat@' } });
    fireEvent.blur(email);
    expect(email).toHaveAccessibleDescription(`Error: ${messages.email.errorFormat}`);
    expect(summary()).toBeNull();

    fireEvent.change(email, { target: { value: 'pat@example.com' } });
    fireEvent.blur(email);
    expect(email).not.toHaveAccessibleDescription(/Error:/);
  });

  it('formats a phone number as it is typed', async () => {
    renderAt('/opt-out', OptOut);
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Promotional text messages' }));
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });

    fireEvent.change(mobile, { target: { value: '3135550100' } });

    expect(mobile).toHaveValue('(313) 555-0100');
  });

  it('clears "select one" when a box is ticked, and an input’s message when its box is unticked', async () => {
    renderAt('/opt-out', OptOut);
    await screen.findByRole('heading', { level: 1 });
    const emailBox = screen.getByRole('checkbox', { name: 'Promotional email' });

    await submit(screen.getByRole('button', { name: 'Opt out' }));
    expect(summaryLinks()).toEqual([[messages.optOut.errorRequiredCheckbox, '#channels']]);
    fireEvent.click(emailBox);
    expect(summary()).toBeNull();

    await submit(screen.getByRole('button', { name: 'Opt out' }));
    expect(summaryLinks()).toEqual([[messages.optOut.errorRequiredEmail, '#email']]);
    fireEvent.click(emailBox);
    expect(summary()).toBeNull();
  });
});

describe('the footer form', () => {
  function renderFooter(path = '/licensing') {
    const Stub = createRoutesStub([
      { path, Component: () => <FooterSubscribe /> },
      { path: '*', Component: Where },
    ]);
    render(<Stub initialEntries={[path]} />);
    return screen.getByRole('textbox', { name: 'Email address' });
  }

  it('loads its rules when used: checks the address on blur, then the summary on submit', async () => {
    const email = renderFooter();

    fireEvent.focus(email);
    fireEvent.change(email, { target: { value: 'pat@' } });
    await act(async () => {
      fireEvent.blur(email);
    });
    expect(email).toHaveAccessibleDescription(/Error: .*$/);
    expect(email).toHaveAccessibleDescription(new RegExp(`Error: ${messages.email.errorFormat}$`));

    fireEvent.change(email, { target: { value: '' } });
    await submit(screen.getByRole('button', { name: 'Subscribe' }));
    expect(summaryLinks()).toEqual([[messages.email.errorRequired, '#footer-subscribe-email']]);
    expect(within(summary()!).getByRole('heading')).toHaveTextContent(
      messages.form.errorSummaryTitle,
    );
    expect(calls).toEqual([]);
  });

  it('subscribes to the newsletter from the page it is on', async () => {
    const email = renderFooter('/licensing');

    fireEvent.change(email, { target: { value: 'pat@example.com' } });
    await submit(screen.getByRole('button', { name: 'Subscribe' }));

    expect(calls).toEqual([
      {
        call: 'subscribe',
        body: {
          email: 'pat@example.com',
          subscriptions: ['newsletter'],
          sourcePage: '/licensing',
          website: '',
        },
        key: expect.any(String),
      },
    ]);
    expect(location()).toBe('/subscribe/thank-you');
  });
});
