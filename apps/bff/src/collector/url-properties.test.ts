import { describe, expect, it } from 'vitest';
import { addressWithoutQuery, withoutQueryValues } from './url-properties.ts';

describe('addressWithoutQuery', () => {
  it.each([
    ['https://s.example/opt-out?show=email&email=a%40b.c', 'https://s.example/opt-out'],
    ['https://s.example/a?email=a%40b.c&utm_source=news#x', 'https://s.example/a?utm_source=news'],
    ['/help#email=a@b.c', '/help'],
    ['/a#x?y', '/a'],
    ['tel:+18005551234', 'tel:+18005551234'],
    ['mailto:help@lender.example?subject=Hi', 'mailto:help@lender.example'],
  ])('%s → %s', (value, kept) => {
    expect(addressWithoutQuery(value)).toBe(kept);
  });
});

describe('withoutQueryValues', () => {
  it('scrubs page_url, link_value and linkValue and nothing else', () => {
    const properties = {
      page_url: 'https://s.example/opt-out?email=a%40b.c',
      link_value: '/x?y=1',
      linkValue: '/z#w',
      search_term: 'fha?loans',
    };
    expect(withoutQueryValues(properties)).toEqual({
      page_url: 'https://s.example/opt-out',
      link_value: '/x',
      linkValue: '/z',
      search_term: 'fha?loans',
    });
    expect(properties.page_url).toContain('email'); // the call's own object is left as it was
  });

  it('answers the same object when there is nothing to scrub', () => {
    const properties = { page_url: 'https://s.example/a', button_name: 'Go' };
    expect(withoutQueryValues(properties)).toBe(properties);
    expect(withoutQueryValues(null)).toBeNull();
  });
});
