import { describe, expect, it } from 'vitest';
import { validateEvent } from './event-catalogue.ts';
import { anonymizedIpv6, pageIds } from './page-ids.ts';

function jar(values: Record<string, string>) {
  return { get: (name: string) => values[name], set: () => {} };
}

describe('anonymizedIpv6', () => {
  it.each([
    ['2001:0db8:85a3:0000:0000:8a2e:0370:7334', '2001:db8:85a3::'],
    ['2001:db8:85a3::8a2e:370:7334', '2001:db8:85a3::'],
    ['2001:DB8::1', '2001:db8:0::'],
    ['::1', '0:0:0::'],
    ['fe80::', 'fe80:0:0::'],
    ['::ffff:192.0.2.1', '0:0:0::'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1::'],
  ])('%s → %s', (address, network) => {
    expect(anonymizedIpv6(address)).toBe(network);
  });

  it.each([
    undefined,
    '',
    '192.0.2.1',
    'not an address',
    '2001:db8::1::2',
    '2001:db8:1:2:3:4:5',
    '2001:db8:1:2:3:4:5:6:7',
    '12345::1',
    `2001:db8::${'1'.repeat(50)}`,
  ])('refuses %s', (value) => {
    expect(anonymizedIpv6(value)).toBeUndefined();
  });
});

describe('pageIds (SPEC §3: aff_sub, nvm, clientipv6 and the global account id)', () => {
  const cookies = jar({
    aff_sub: 'partner-42',
    nvm: 'n-7',
    clientipv6: '2001:db8:85a3::8a2e:370:7334',
  });

  it('reads the three cookies and the page global, the address cut to its network', () => {
    expect(pageIds({ cookies, globalAccountId: 'acct-9', optedOut: false })).toEqual({
      account_id: 'acct-9',
      aff_sub: 'partner-42',
      nvm: 'n-7',
      clientipv6: '2001:db8:85a3::',
    });
  });

  it('takes a numeric account id as text, and sends nothing for what is absent or unreadable', () => {
    expect(pageIds({ cookies: jar({}), globalAccountId: 1234, optedOut: false })).toEqual({
      account_id: '1234',
    });
    expect(
      pageIds({
        cookies: jar({ aff_sub: '   ', nvm: 'x'.repeat(101), clientipv6: '203.0.113.9' }),
        globalAccountId: { id: 1 },
        optedOut: false,
      }),
    ).toEqual({});
  });

  it('keeps the marketing cookies off what is still sent after an opt-out', () => {
    expect(pageIds({ cookies, globalAccountId: 'acct-9', optedOut: true })).toEqual({
      account_id: 'acct-9',
    });
  });

  it('gives fields every catalogue event accepts', () => {
    const ids = pageIds({ cookies, globalAccountId: 'acct-9', optedOut: false });
    expect(validateEvent('left_page', ids).success).toBe(true);
    expect(
      validateEvent('clicked_button', { button_name: 'Apply', page_name: 'x', ...ids }).success,
    ).toBe(true);
  });
});
