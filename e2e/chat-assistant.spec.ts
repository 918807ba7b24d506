import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { E2E_ADMIN_TOKEN } from './playwright.config.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';

// Issue 26 part 5: the site's own chat assistant, behind the get-started page's "Chat with us"
// button. It answers from the site's search index (the built site's pages), so these journeys
// check the links an answer gives against the pages that exist.

const GET_STARTED = '/purchase/get-started';
/** The assistant's own chunk (the panel and its callback form), as the build names it. */
const PANEL_CHUNK = /\/assets\/ChatAssistantPanel-[\w-]+\.js$/;

/** Every script the page requests, from the start. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask us a question' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function ask(page: Page, question: string) {
  await page.getByRole('textbox', { name: /Your question/ }).fill(question);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const answer = page.getByRole('region', { name: `Your question: ${question}` });
  await expect(answer.getByText(/general information from our website/i)).toBeVisible();
  return answer;
}

test.describe('chat assistant', () => {
  test('is loaded on first open only: no page requests its code before', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(GET_STARTED);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => PANEL_CHUNK.test(path))).toEqual([]);
    // Nor the home page, nor an article.
    for (const path of ['/', '/learn/rates-and-costs/private-mortgage-insurance']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.filter((path) => PANEL_CHUNK.test(path))).toEqual([]);

    await page.goto(GET_STARTED);
    await hydrated(page);
    await openChat(page);
    expect(scripts.filter((path) => PANEL_CHUNK.test(path))).toHaveLength(1);
  });

  test('answers typical questions with links to the right pages', async ({ page }) => {
    await page.goto(GET_STARTED);
    await hydrated(page);
    const dialog = await openChat(page);
    await expect(page.getByRole('textbox', { name: /Your question/ })).toBeFocused();

    const afford = await ask(page, 'How much house can I afford?');
    await expect(
      afford.getByRole('link', { name: 'How much house can I afford?' }),
    ).toHaveAttribute('href', '/learn/buying/how-much-house-can-i-afford');
    await expect(
      afford.getByRole('link', { name: 'Home affordability calculator' }),
    ).toHaveAttribute('href', '/calculators/affordability');

    const emails = await ask(page, 'How do I stop marketing emails?');
    await expect(
      emails.getByRole('link', { name: 'Stop marketing emails, calls and texts' }),
    ).toHaveAttribute('href', '/opt-out');

    const rates = await ask(page, 'What are today’s mortgage rates?');
    await expect(rates).toContainText('I can’t quote rates here');
    await expect(rates.getByRole('link', { name: /^Today.s mortgage rates$/ })).toHaveAttribute(
      'href',
      '/rates',
    );
    await expect(rates).not.toContainText('%');

    await expectNoAxeViolations(page);

    // A cited page opens in place of the dialog.
    await emails.getByRole('link', { name: 'Stop marketing emails, calls and texts' }).click();
    await expect(page).toHaveURL(/\/opt-out$/);
    await expect(dialog).toBeHidden();
  });

  test('closes on Escape and gives focus back to the button', async ({ page }) => {
    await page.goto(GET_STARTED);
    await hydrated(page);
    const dialog = await openChat(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeFocused();
  });

  test('hands over to a person: the callback request is stored with the consent', async ({
    page,
    request,
  }) => {
    await page.goto(GET_STARTED);
    await hydrated(page);
    const dialog = await openChat(page);
    await expect(dialog.getByRole('link', { name: '(313) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+13135550100',
    );
    await dialog.getByRole('button', { name: 'ask us to call you back' }).click();
    await expect(page.getByRole('heading', { name: 'Ask us to call you back' })).toBeFocused();

    // Nothing filled in: every problem is listed, and the summary takes focus.
    await page.getByRole('button', { name: 'Ask for a call' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    // The box around the alert takes focus (an alert focused itself is read in part).
    await expect(summary.locator('xpath=..')).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Enter your name',
      'Enter a phone number',
      'Select the best time to call you',
      'Select the box to agree that we may call you back',
    ]);
    await expectNoAxeViolations(page);

    // Names are letters only (SPEC §5): this run's own, to find its request among others.
    const name = `Chat ${[...String(Date.now()).slice(-8)].map((d) => 'abcdefghij'[Number(d)]).join('')}`;
    await page.getByRole('textbox', { name: 'Your name' }).fill(name);
    await page.getByRole('textbox', { name: /Phone number/ }).pressSequentially('3135550142');
    await expect(page.getByRole('textbox', { name: /Phone number/ })).toHaveValue('(313) 555-0142');
    // The choice's label takes the press, as a visitor's finger does (React Aria's radio).
    await page.getByText('Evening (5pm to 8pm)').click();
    await expect(page.getByRole('radio', { name: 'Evening (5pm to 8pm)' })).toBeChecked();
    await page.getByRole('checkbox', { name: /a loan officer may call me/ }).check();
    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith('/rmscbff/chat/callback') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Ask for a call' }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByRole('heading', { name: 'We’ll call you back' })).toBeVisible();

    const listed = await request.get('/admin/callback-requests', {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    expect(listed.ok()).toBe(true);
    const { requests } = (await listed.json()) as {
      requests: {
        name: string;
        phone: string;
        bestTime: string;
        consentText: string;
        sourcePage: string;
      }[];
    };
    expect(requests.filter((stored) => stored.name === name)).toEqual([
      expect.objectContaining({
        phone: '3135550142',
        bestTime: 'evening',
        sourcePage: GET_STARTED,
        consentText: expect.stringContaining('a loan officer may call me'),
      }),
    ]);
  });

  test('is not offered on a visit where SierraChatExperience turns chat off', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'SierraChatExperience', value: '-1', url: baseURL }]);
    await page.goto(GET_STARTED);
    await hydrated(page);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Chat is not available' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
