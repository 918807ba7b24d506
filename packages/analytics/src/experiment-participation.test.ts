// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyticsStub, DO_NOT_SELL_OR_SHARE_COOKIE } from './browser.ts';
import { validateEvent } from './event-catalogue.ts';
import type { ExperimentAssignment } from './experiment-assignment.ts';
import {
  EXPERIMENTS_REPORTED_COOKIE,
  participationPayload,
  reportExperimentParticipation,
} from './experiment-participation.ts';
import { STUB_GLOBAL } from './stub-source.ts';

const homeHero: ExperimentAssignment = {
  experimentKey: 'home-hero',
  experimentName: 'Home page hero wording',
  variantKey: 'plain-words',
  variantName: 'Plain words',
  reportable: true,
};
const ratesTable: ExperimentAssignment = {
  ...homeHero,
  experimentKey: 'rates-table',
  experimentName: 'Rates table order',
};

function sentEvents() {
  return analyticsStub(window)
    .queue.filter((call) => call.args[0] === 'participated_in_experiment')
    .map((call) => call.args[1]);
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
});

afterEach(() => {
  Object.defineProperty(navigator, 'globalPrivacyControl', {
    value: undefined,
    configurable: true,
  });
});

describe('participated_in_experiment (SPEC §3)', () => {
  it('carries the SPEC fields and passes the catalogue', () => {
    const payload = participationPayload(homeHero, 'harborlight:home');
    expect(payload).toEqual({
      user_in_experiment: true,
      variant_id: 'plain-words',
      variant_name: 'Plain words',
      experiment_id: 'home-hero',
      experiment_name: 'Home page hero wording',
      experiment_source: 'first_party',
      experiment_location: 'harborlight:home',
    });
    expect(validateEvent('participated_in_experiment', payload).success).toBe(true);
  });

  it('is sent once per experiment per session, however many pages show it', () => {
    expect(reportExperimentParticipation(homeHero, 'harborlight:home')).toEqual(expect.any(String));
    expect(reportExperimentParticipation(homeHero, 'harborlight:home')).toBeUndefined();
    expect(reportExperimentParticipation(ratesTable, 'rates')).toEqual(expect.any(String));
    expect(reportExperimentParticipation(ratesTable, 'rates')).toBeUndefined();
    expect(sentEvents()).toEqual([
      participationPayload(homeHero, 'harborlight:home'),
      participationPayload(ratesTable, 'rates'),
    ]);
    // A session cookie (no Max-Age): a new browser session reports again.
    expect(document.cookie).toContain(`${EXPERIMENTS_REPORTED_COOKIE}=home-hero%7Crates-table`);
  });

  it('sends nothing, and remembers nothing, with Global Privacy Control', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    expect(reportExperimentParticipation(homeHero, 'harborlight:home')).toBeUndefined();
    expect(sentEvents()).toEqual([]);
    expect(document.cookie).not.toContain(EXPERIMENTS_REPORTED_COOKIE);
  });

  it('sends nothing after "Do not sell or share"', () => {
    document.cookie = `${DO_NOT_SELL_OR_SHARE_COOKIE}=true; path=/`;
    expect(reportExperimentParticipation(homeHero, 'harborlight:home')).toBeUndefined();
    expect(sentEvents()).toEqual([]);
  });

  it('sends nothing for a control shown only because the visitor could not be identified', () => {
    expect(
      reportExperimentParticipation({ ...homeHero, reportable: false }, 'harborlight:home'),
    ).toBeUndefined();
    expect(sentEvents()).toEqual([]);
  });

  it('does not count a call the stub refused (analytics switched off) as reported', () => {
    analyticsStub(window).call = () => '';
    expect(reportExperimentParticipation(homeHero, 'harborlight:home')).toBeUndefined();
    expect(document.cookie).not.toContain(EXPERIMENTS_REPORTED_COOKIE);
  });
});
