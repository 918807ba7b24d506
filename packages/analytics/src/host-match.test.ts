import { describe, expect, it } from 'vitest';
import { hostMatches } from './host-match.ts';

describe('hostMatches', () => {
  it.each([
    ['facebook.com', 'facebook.com', true],
    ['m.facebook.com', 'facebook.com', true],
    ['L.FACEBOOK.COM.', 'facebook.com', true],
    ['notfacebook.com', 'facebook.com', false],
    ['facebook.com.evil.example', 'facebook.com', false],
    ['www.google.com', 'google.*', true],
    ['google.co.uk', 'google.*', true],
    ['www.google.de', 'google.*', true],
    ['google', 'google.*', false],
    ['google.example.net.au', 'google.*', false],
    ['notgoogle.com', 'google.*', false],
    ['search.brave.com', 'search.brave.com', true],
    ['brave.com', 'search.brave.com', false],
  ])('SPEC §6: %s is under %s: %s', (host, domain, expected) => {
    expect(hostMatches(host, domain)).toBe(expected);
  });
});
