// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  analyticsStub,
  DO_NOT_SELL_OR_SHARE_COOKIE,
  resetAnalyticsForTests,
  startAnalytics,
  track,
} from './browser.ts';
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
  resetAnalyticsForTests();
  vi.useRealTimers();
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

/** Starts analytics with a write key, without letting the library itself load. */
function startCollecting() {
  vi.useFakeTimers();
  startAnalytics({ segmentKey: 'wk', environment: 'prod', appVersion: '1.0.0' });
}

function cookieValue(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

describe('trackPageView: the SPEC §3 loaded_page fields (issue 35)', () => {
  it('makes the visitor id on a first visit, keeps it a year and sends it (SPEC §7 /fpc.js?rvid=)', () => {
    startCollecting();
    trackPageView(options);
    const rvid = cookieValue('rvid');
    expect(rvid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(queued().map((call) => call.payload['user_rvid'])).toEqual([rvid, rvid]);
    window.history.replaceState(null, '', '/learn');
    trackPageView(options);
    expect(cookieValue('rvid')).toBe(rvid);
    expect(queued()[2]!.payload['user_rvid']).toBe(rvid);
  });

  it('makes no visitor id without a write key, nor after an opt-out', () => {
    trackPageView(options);
    expect(cookieValue('rvid')).toBeUndefined();
    startCollecting();
    document.cookie = `${DO_NOT_SELL_OR_SHARE_COOKIE}=true; path=/`;
    trackPageView(options);
    expect(cookieValue('rvid')).toBeUndefined();
  });

  it('keeps a campaign link’s qls code for the visit, and sends it on every page', () => {
    startCollecting();
    window.history.replaceState(null, '', '/?qls=SPRING_MAILER_26');
    trackPageView(options);
    window.history.replaceState(null, '', '/learn');
    trackPageView(options);
    expect(queued().map((call) => call.payload['qls_code'])).toEqual([
      'SPRING_MAILER_26',
      'SPRING_MAILER_26',
      'SPRING_MAILER_26',
    ]);
    expect(cookieValue('qls')).toBe('SPRING_MAILER_26');
  });

  it.each([
    ['/?qls=', undefined],
    ['/?qls=%3Cscript%3E', undefined],
    [`/?qls=${'Q'.repeat(101)}`, undefined],
    ['/?qls=EML_rm.0001%3A7', 'EML_rm.0001:7'],
  ])('takes %s as the qls code %j', (address, code) => {
    startCollecting();
    window.history.replaceState(null, '', address);
    trackPageView(options);
    expect(queued()[1]!.payload['qls_code']).toBe(code);
  });

  it('sends the lead type code, and the site experiment the page shows', () => {
    document.body.innerHTML =
      '<section data-experiment="home-hero" data-variant="plain-words"><h1>Hi</h1></section>';
    trackPageView({ ...options, leadTypeCode: 'internet' });
    expect(queued()[1]!.payload).toMatchObject({
      lead_type_code: 'internet',
      experiment_source: 'first_party',
      experiment_id: 'home-hero',
    });
    document.body.innerHTML = '<h1>No experiment</h1>';
    trackPageView({ ...options, leadTypeCode: 'internet' });
    expect(queued()[2]!.payload).not.toHaveProperty('experiment_source');
    expect(queued()[2]!.payload).not.toHaveProperty('experiment_id');
  });

  it('reports a changed audience segment on any page, once per change (SPEC §4)', () => {
    window.history.replaceState(null, '', '/privacy#cookies');
    trackPageView(options);
    document.cookie = 'personalization_segment=modern_affluent; path=/';
    trackPageView(options);
    trackPageView(options);
    document.cookie = 'personalization_hold_group=holdout; path=/';
    trackPageView(options);
    const segments = queued().filter((call) => call.name === 'identified_audience_segment');
    expect(segments.map((call) => call.payload)).toEqual([
      {
        page_url: 'http://localhost:3000/privacy',
        segment_predicted: true,
        was_withheld_from_segment_prediction: false,
        user_segment_name: 'modern_affluent',
      },
      {
        page_url: 'http://localhost:3000/privacy',
        segment_predicted: true,
        was_withheld_from_segment_prediction: true,
        user_segment_name: 'modern_affluent',
      },
    ]);
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

  it('reports a plain tel: link on click as a call request (SPEC §3), once', () => {
    document.body.innerHTML =
      '<p>Call <a id="phone" href="tel:+13135550100"><span>(313) 555-0100</span></a></p>';
    const stop = installInteractionTracking({ ...options, leadTypeCode: 'internet' });
    const link = document.querySelector('a')!;
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.querySelector('span')!.click();
    stop();
    const calls = queued();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      name: 'clicked_link',
      payload: {
        link_name: '(313) 555-0100',
        link_value: '+13135550100',
        link_id: 'phone',
        link_type: 'request call',
        linkType: 'request call',
        linkName: '(313) 555-0100',
        linkValue: '+13135550100',
        pageName: 'harborlight:home',
        funnelExperience: 'general storefronts',
      },
    });
    expect(calls[0]!.payload).not.toHaveProperty('buttonType');
  });

  it('reports a call to action that leaves the site, with the lead type code and the transaction it starts', () => {
    window.history.replaceState(null, '', '/purchase/get-started');
    document.body.innerHTML =
      '<a href="https://apply.example.com/start" data-button-type="cta" data-engagement="application">Start your application</a>';
    const stop = installInteractionTracking({ ...options, leadTypeCode: 'internet' });
    document.querySelector('a')!.click();
    stop();
    expect(queued()).toEqual([
      {
        method: 'track',
        name: 'engagement_started',
        payload: {
          transaction_type_starting: 'application',
          funnel_experience: 'home loans',
          lead_type_code: 'internet',
        },
      },
      {
        method: 'track',
        name: 'clicked_button',
        payload: expect.objectContaining({
          button_name: 'Start your application',
          button_type: 'cta',
          page_name: 'purchase:get started',
          lead_type_code: 'internet',
          linkType: 'navigation',
          linkValue: 'https://apply.example.com/start',
          funnelExperience: 'home loans',
        }),
      },
    ]);
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
