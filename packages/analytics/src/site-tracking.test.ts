// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyticsStub, DO_NOT_SELL_OR_SHARE_COOKIE, track } from './browser.ts';
import { installInteractionTracking, trackPageView } from './site-tracking.ts';
import { STUB_GLOBAL } from './stub-source.ts';

const options = { product: 'harborlight' };

function queued() {
  return analyticsStub(window).queue.map((call) => ({
    method: call.method,
    name: call.args[0],
    payload: call.args[1] as Record<string, unknown>,
  }));
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

beforeEach(() => {
  delete (window as unknown as Record<string, unknown>)[STUB_GLOBAL];
  clearCookies();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

afterEach(() => {
  Object.defineProperty(navigator, 'globalPrivacyControl', {
    value: undefined,
    configurable: true,
  });
});

describe('trackPageView (SPEC §2 page names, §4 once per session)', () => {
  it('sends loaded_initial_page once per session, then loaded_page on every page', () => {
    window.history.replaceState(null, '', '/?utm_source=news&utm_campaign=spring');
    trackPageView(options);
    window.history.replaceState(null, '', '/home-loans/va-loans');
    trackPageView(options);
    expect(queued()).toEqual([
      {
        method: 'track',
        name: 'loaded_initial_page',
        payload: { utm_source: 'news', utm_campaign: 'spring' },
      },
      {
        method: 'page',
        name: 'harborlight:home',
        payload: {
          page_name: 'harborlight:home',
          funnel_experience: 'general storefronts',
          rocket_company: 'mortgage',
        },
      },
      {
        method: 'page',
        name: 'home loans:va loans',
        payload: {
          page_name: 'home loans:va loans',
          funnel_experience: 'home loans',
          rocket_company: 'mortgage',
        },
      },
    ]);
    expect(document.cookie).toContain('initSessionVisit=true');
  });

  it('carries the qls code and the visitor id when the cookies hold them', () => {
    document.cookie = 'qls=QLS123; path=/';
    document.cookie = 'rvid=rv-42; path=/';
    trackPageView(options);
    expect(queued()[1]!.payload).toMatchObject({ qls_code: 'QLS123', user_rvid: 'rv-42' });
    expect(queued()[0]!.payload).toMatchObject({ qls_code: 'QLS123', user_rvid: 'rv-42' });
  });
});

describe('consent', () => {
  it('queues only strictly necessary events under Global Privacy Control', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    trackPageView(options);
    expect(track('clicked_button', { button_name: 'x', page_name: 'y' })).toBeUndefined();
    expect(
      track('FORM_FIELD_ERROR', {
        field_name: 'email',
        error_message: 'Enter an email address',
      } as never),
    ).toMatch(/^ajs-next-/);
    expect(queued().map((call) => call.name)).toEqual(['FORM_FIELD_ERROR']);
  });

  it('does the same after the site’s “Do not sell or share” choice', () => {
    document.cookie = `${DO_NOT_SELL_OR_SHARE_COOKIE}=true; path=/`;
    trackPageView(options);
    expect(queued()).toEqual([]);
  });
});

describe('installInteractionTracking', () => {
  it('reports a button click with its name, the page and a known or "other" type (SPEC §5)', () => {
    document.body.innerHTML =
      '<button id="apply" data-button-type="not-a-type"><span>Apply</span> now</button>';
    const stop = installInteractionTracking(options);
    document.querySelector('span')!.click();
    stop();
    const [click] = queued();
    expect(click).toMatchObject({
      name: 'clicked_button',
      payload: {
        button_name: 'Apply now',
        button_id: 'apply',
        button_type: 'other',
        page_name: 'harborlight:home',
        linkType: 'navigation',
      },
    });
    expect(click!.payload['time']).toMatch(/:00\.000Z$/);
  });

  it('gives a tel: link styled as a button the link type "request call" (SPEC §3)', () => {
    document.body.innerHTML = '<a href="tel:+13135550100" data-button-type="call">Call us</a>';
    const stop = installInteractionTracking(options);
    document.querySelector('a')!.click();
    stop();
    expect(queued()[0]).toMatchObject({
      name: 'clicked_button',
      payload: { linkType: 'request call', button_name: 'Call us' },
    });
  });

  it('reports internal links on pointer-down and skips the SPEC §7 exceptions', () => {
    document.body.innerHTML = [
      '<a id="learn" href="/learn">Learn</a>',
      '<a href="tel:+13135550100">Call</a>',
      '<a href="mailto:help@example.com">Mail</a>',
      '<a href="#top">Top</a>',
      '<a href="https://www.consumerfinance.gov/">CFPB</a>',
      '<a href="/popup" data-popup>Popup</a>',
      '<a href="/new-tab" target="_blank">New tab</a>',
      '<a href="https://elsewhere.example/">Elsewhere</a>',
    ].join('');
    const stop = installInteractionTracking(options);
    for (const link of document.querySelectorAll('a')) {
      link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    }
    stop();
    expect(queued()).toEqual([
      {
        method: 'track',
        name: 'clicked_link',
        payload: {
          link_name: 'Learn',
          link_value: '/learn',
          link_id: 'learn',
          link_type: 'navigation',
        },
      },
    ]);
  });

  it('reports engagement_started for an element that starts a transaction', () => {
    document.body.innerHTML = '<a href="/apply" data-engagement="purchase">Start</a>';
    const stop = installInteractionTracking(options);
    document.querySelector('a')!.click();
    stop();
    expect(queued()).toEqual([
      {
        method: 'track',
        name: 'engagement_started',
        payload: {
          transaction_type_starting: 'purchase',
          funnel_experience: 'general storefronts',
        },
      },
    ]);
  });

  it('ignores what is marked data-no-tracking', () => {
    document.body.innerHTML = '<div data-no-tracking><button>Secret</button></div>';
    const stop = installInteractionTracking(options);
    document.querySelector('button')!.click();
    stop();
    expect(queued()).toEqual([]);
  });
});
