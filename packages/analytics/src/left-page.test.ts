// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsStub } from './browser.ts';
import { validateEvent } from './event-catalogue.ts';
import { installLeftPageTracking, leftPageEvent, MAX_FIELDS_EDITED } from './left-page.ts';
import { STUB_GLOBAL } from './stub-source.ts';

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[STUB_GLOBAL];
  document.body.innerHTML = '';
  localStorage.clear();
});

/** The left_page calls queued so far, as `track` queued them. */
function leftPages() {
  return analyticsStub(window)
    .queue.filter((call) => call.args[0] === 'left_page')
    .map((call) => call.args[1]);
}

function type(field: HTMLElement, value: string) {
  (field as HTMLInputElement).value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('leftPageEvent (SPEC §3 left_page)', () => {
  it('names the funnel experience and the edited fields, and passes the catalogue', () => {
    const event = leftPageEvent({
      pathname: '/calculators/affordability-calculator',
      fieldsEdited: ['annualIncome', 'zip'],
      darkMode: true,
    });
    expect(event).toEqual({
      dark_mode: true,
      funnel_experience: 'calculators',
      rocket_company: 'mortgage',
      fields_edited: ['annualIncome', 'zip'],
    });
    expect(validateEvent('left_page', event).success).toBe(true);
  });

  it(`lists at most ${MAX_FIELDS_EDITED} fields`, () => {
    const fieldsEdited = Array.from({ length: 60 }, (_, index) => `f${index}`);
    expect(
      leftPageEvent({ pathname: '/', fieldsEdited, darkMode: false }).fields_edited,
    ).toHaveLength(MAX_FIELDS_EDITED);
  });
});

describe('installLeftPageTracking', () => {
  it('reports the page left on the next page view, with the fields edited there and never their values', () => {
    document.body.innerHTML = `
      <form>
        <label>Income <input name="annualIncome"></label>
        <label>ZIP <input id="zip"></label>
        <input aria-label="unnamed">
        <div data-no-tracking><input name="website"></div>
      </form>`;
    const tracking = installLeftPageTracking(window);
    tracking.pageViewed('/calculators/affordability-calculator');
    type(document.querySelector('[name="annualIncome"]')!, '85000');
    type(document.querySelector('#zip')!, '48226');
    type(document.querySelector('[name="annualIncome"]')!, '90000');
    type(document.querySelector('[aria-label="unnamed"]')!, 'x');
    type(document.querySelector('[name="website"]')!, 'spam');
    expect(leftPages()).toEqual([]);

    tracking.pageViewed('/learn');
    expect(leftPages()).toEqual([
      {
        dark_mode: false,
        funnel_experience: 'calculators',
        rocket_company: 'mortgage',
        fields_edited: ['annualIncome', 'zip'],
      },
    ]);
    expect(JSON.stringify(analyticsStub(window).queue)).not.toMatch(/85000|48226|spam/);
    tracking.stop();
  });

  it('reports the page once when the tab is closed, and not again on the next view of it', () => {
    const tracking = installLeftPageTracking(window);
    tracking.pageViewed('/learn/what-is-apr');
    tracking.pageViewed('/learn/what-is-apr'); // the same view rendered again
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    expect(leftPages()).toEqual([
      {
        dark_mode: false,
        funnel_experience: 'learning center',
        rocket_company: 'mortgage',
        fields_edited: [],
      },
    ]);
    // Back from the back/forward cache: a new view of the page, left again later.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    window.dispatchEvent(new Event('pagehide'));
    expect(leftPages()).toHaveLength(2);
    tracking.stop();
  });

  it('says when the visitor’s system asks for dark mode', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-color-scheme: dark)',
    })) as unknown as typeof window.matchMedia;
    try {
      const tracking = installLeftPageTracking(window);
      tracking.pageViewed('/');
      window.dispatchEvent(new Event('pagehide'));
      expect(leftPages()[0]).toMatchObject({ dark_mode: true });
      tracking.stop();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('sends nothing after the visitor opted out (Global Privacy Control)', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      const tracking = installLeftPageTracking(window);
      tracking.pageViewed('/');
      window.dispatchEvent(new Event('pagehide'));
      expect(leftPages()).toEqual([]);
      tracking.stop();
    } finally {
      delete (navigator as unknown as Record<string, unknown>).globalPrivacyControl;
    }
  });
});
