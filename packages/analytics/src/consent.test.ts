import { describe, expect, it } from 'vitest';
import {
  globalPrivacyControlFromHeader,
  hasOptedOut,
  maySendEvent,
  STRICTLY_NECESSARY_EVENTS,
  type PrivacyChoices,
} from './consent.ts';
import { EVENT_NAMES } from './event-catalogue.ts';

const OPTED_OUT: PrivacyChoices[] = [
  { globalPrivacyControl: true },
  { doNotSellOrShare: true },
  { globalPrivacyControl: true, doNotSellOrShare: true },
  { globalPrivacyControl: true, doNotSellOrShare: false },
  { globalPrivacyControl: false, doNotSellOrShare: true },
];

const NOT_OPTED_OUT: PrivacyChoices[] = [
  {},
  { globalPrivacyControl: false, doNotSellOrShare: false },
];

describe('consent', () => {
  it.each(OPTED_OUT)('%j is an opt-out, by either signal', (choices) => {
    expect(hasOptedOut(choices)).toBe(true);
  });

  it.each(NOT_OPTED_OUT)('%j is not an opt-out', (choices) => {
    expect(hasOptedOut(choices)).toBe(false);
  });

  it.each(EVENT_NAMES)('SPEC §3: %s may be sent when the visitor has not opted out', (name) => {
    for (const choices of NOT_OPTED_OUT) expect(maySendEvent(name, choices)).toBe(true);
  });

  it.each(EVENT_NAMES.filter((name) => !STRICTLY_NECESSARY_EVENTS.has(name)))(
    'SPEC §3: %s stops after an opt-out',
    (name) => {
      for (const choices of OPTED_OUT) expect(maySendEvent(name, choices)).toBe(false);
    },
  );

  it('only the form field error is strictly necessary: it finds broken forms', () => {
    expect([...STRICTLY_NECESSARY_EVENTS]).toEqual(['FORM_FIELD_ERROR']);
    for (const choices of OPTED_OUT) expect(maySendEvent('FORM_FIELD_ERROR', choices)).toBe(true);
  });

  it.each([
    'loaded_page',
    'identified_audience_segment',
    'participated_in_experiment',
    'clicked_button',
  ] as const)('the marketing and measuring event %s is not strictly necessary', (name) => {
    expect(STRICTLY_NECESSARY_EVENTS.has(name)).toBe(false);
  });

  it.each([
    ['1', true],
    [' 1 ', true],
    ['0', false],
    ['true', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('reads the Sec-GPC header %j as %s', (value, expected) => {
    expect(globalPrivacyControlFromHeader(value)).toBe(expected);
  });
});
