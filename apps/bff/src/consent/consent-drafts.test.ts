import { describe, expect, it } from 'vitest';
import {
  marketingCloudDrafts,
  normaliseConsentValue,
  optInDrafts,
  optOutDrafts,
  sourcePagePath,
  subscribeDrafts,
} from './consent-drafts.ts';

describe('normaliseConsentValue', () => {
  it.each([
    ['email', ' Pat.Doe@Example.COM ', 'pat.doe@example.com'],
    ['email', 'not an address', undefined],
    ['phone', '+1 (313) 555-0100', '3135550100'],
    ['sms', '313.555.0100', '3135550100'],
    ['sms', '555-0100', undefined],
    ['phone', '1115550100', undefined],
  ] as const)('%s %j → %j', (channel, raw, expected) => {
    expect(normaliseConsentValue(channel, raw)).toBe(expected);
  });
});

describe('sourcePagePath', () => {
  it.each([
    ['/opt-out?show=email&email=pat%40example.com', '/opt-out'],
    ['/subscribe#form', '/subscribe'],
    ['/opt-in', '/opt-in'],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (raw, expected) => {
    expect(sourcePagePath(raw)).toBe(expected);
  });
});

describe('optOutDrafts (SPEC §3: email → email, homePhone → phone, cellPhone → sms)', () => {
  it.each([
    [{ email: 'a@example.com' }, [['email', 'a@example.com']]],
    [{ homePhone: '3135550100' }, [['phone', '3135550100']]],
    [{ cellPhone: '3135550100' }, [['sms', '3135550100']]],
    [
      { email: 'a@example.com', homePhone: '3135550100', cellPhone: '3135550101' },
      [
        ['email', 'a@example.com'],
        ['phone', '3135550100'],
        ['sms', '3135550101'],
      ],
    ],
  ])('%j', (request, expected) => {
    const drafts = optOutDrafts(request, 'form');
    expect(drafts.map((draft) => [draft.channel, draft.value])).toEqual(expected);
    expect(
      drafts.every((draft) => draft.action === 'opt-out' && draft.subscriptions.length === 0),
    ).toBe(true);
  });

  it('keeps a trimmed reason and drops a blank one', () => {
    expect(optOutDrafts({ email: 'a@example.com', reason: '  moved  ' }, 'form')[0]!.reason).toBe(
      'moved',
    );
    expect(
      optOutDrafts({ email: 'a@example.com', reason: '   ' }, 'form')[0]!.reason,
    ).toBeUndefined();
  });
});

describe('the other requests', () => {
  it('marketing cloud: an e-mail opt-out keyed by the subscriber key', () => {
    expect(marketingCloudDrafts({ subscriberKey: ' 0031x ', jobId: '1', batchId: '2' })).toEqual([
      {
        channel: 'email',
        value: '0031x',
        action: 'opt-out',
        subscriptions: [],
        source: 'marketing-cloud',
        marketingCloud: { subscriberKey: ' 0031x ', jobId: '1', batchId: '2' },
      },
    ]);
  });

  it.each([
    [['marketing-texts'], [['sms', ['marketing-texts']]]],
    [['marketing-calls'], [['phone', ['marketing-calls']]]],
    [
      ['marketing-calls', 'marketing-texts', 'marketing-calls'],
      [
        ['phone', ['marketing-calls']],
        ['sms', ['marketing-texts']],
      ],
    ],
  ] as const)('opt-in %j: one opt-in per subscription', (subscriptions, expected) => {
    const drafts = optInDrafts(
      { phoneOptIn: { inputValue: '3135550100', subscriptions: [...subscriptions] } },
      'form',
    );
    expect(drafts.map((draft) => [draft.channel, draft.subscriptions])).toEqual(expected);
    expect(drafts.every((draft) => draft.action === 'opt-in' && draft.value === '3135550100')).toBe(
      true,
    );
  });

  it('subscribe: one e-mail opt-in with every choice', () => {
    const [draft] = subscribeDrafts(
      { email: 'A@Example.com', subscriptions: ['newsletter', 'market-insights'] },
      'api',
    );
    expect(draft).toMatchObject({
      channel: 'email',
      value: 'a@example.com',
      action: 'opt-in',
      subscriptions: ['newsletter', 'market-insights'],
      source: 'api',
    });
  });
});
