import { describe, expect, it } from 'vitest';
import { isSitePath, SitePathSchema } from './site-path.ts';

describe('isSitePath', () => {
  it.each(['/', '/learn', '/learn/fha-loans?x=1#top', '/search?q=a%20b', '/a/b/.//c'])(
    'accepts the same-origin path %j',
    (path) => {
      expect(isSitePath(path)).toBe(true);
      expect(SitePathSchema.safeParse(path).success).toBe(true);
      // The property that matters: it resolves to this site, whatever it is.
      expect(new URL(path, 'https://site.example').origin).toBe('https://site.example');
    },
  );

  it.each([
    '//phish.example/login',
    '/\\phish.example/login',
    '\\\\phish.example',
    '/\t/phish.example',
    '/\n/phish.example',
    ' /learn',
    'https://phish.example/',
    'javascript:alert(1)',
    'learn',
    '',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j, which could lead off the site', (path) => {
    expect(isSitePath(path)).toBe(false);
    expect(SitePathSchema.safeParse(path).success).toBe(false);
  });
});
