import { describe, expect, it, vi } from 'vitest';
import { chatProvision, chooseChatAssistant, type ChatProvision } from './chat-assistant.ts';
import { memoryCookieJar } from './stored-values.ts';

describe('chooseChatAssistant', () => {
  it.each<{
    pathname: string;
    experience?: string;
    useSierra?: string;
    draw?: number;
    choice: string;
    stored?: string;
  }>([
    // Below 0: no chat at all.
    { pathname: '/', experience: '-1', choice: 'none' },
    { pathname: '/', experience: '-0.5', choice: 'none' },
    { pathname: '/', experience: '-Infinity', choice: 'none' },
    // 0: the old assistant, whatever was drawn before.
    { pathname: '/', experience: '0', choice: 'old assistant' },
    { pathname: '/', experience: '0', useSierra: 'true', choice: 'old assistant' },
    { pathname: '/', experience: '-0', choice: 'old assistant' },
    // 100 or more, missing, or not a number: the new chat.
    { pathname: '/', experience: '100', choice: 'new chat' },
    { pathname: '/', experience: '250', useSierra: 'false', choice: 'new chat' },
    { pathname: '/', experience: 'Infinity', choice: 'new chat' },
    { pathname: '/', choice: 'new chat' },
    { pathname: '/', experience: '', choice: 'new chat' },
    { pathname: '/', experience: '  ', choice: 'new chat' },
    { pathname: '/', experience: 'fifty', choice: 'new chat' },
    { pathname: '/', experience: '50%', choice: 'new chat' },
    // Between: a draw against the percentage, stored once in useSierra.
    { pathname: '/', experience: '50', draw: 0.49, choice: 'new chat', stored: 'true' },
    { pathname: '/', experience: '50', draw: 0.5, choice: 'old assistant', stored: 'false' },
    { pathname: '/', experience: '1', draw: 0, choice: 'new chat', stored: 'true' },
    { pathname: '/', experience: '99.5', draw: 0.995, choice: 'old assistant', stored: 'false' },
    { pathname: '/', experience: ' 30 ', draw: 0.2, choice: 'new chat', stored: 'true' },
    // A stored draw is kept, whatever the percentage says now.
    { pathname: '/', experience: '50', useSierra: 'true', choice: 'new chat' },
    { pathname: '/', experience: '50', useSierra: 'false', choice: 'old assistant' },
    { pathname: '/', experience: '1', useSierra: 'true', choice: 'new chat' },
    // A stored value that is neither true nor false is drawn again.
    {
      pathname: '/',
      experience: '50',
      useSierra: 'yes',
      draw: 0.9,
      choice: 'old assistant',
      stored: 'false',
    },
    // Never on the Spanish pages.
    { pathname: '/es', experience: '100', choice: 'none' },
    { pathname: '/es/', choice: 'none' },
    { pathname: '/es/calculadoras', experience: '0', choice: 'none' },
    { pathname: '//es//hipotecas', experience: '50', useSierra: 'true', choice: 'none' },
    // Only the whole first segment: these are not Spanish pages.
    { pathname: '/estate-planning', experience: '100', choice: 'new chat' },
    { pathname: '/learn/es', experience: '100', choice: 'new chat' },
  ])(
    'SPEC §4: on $pathname with SierraChatExperience $experience, useSierra $useSierra and draw $draw: $choice',
    ({ pathname, experience, useSierra, draw, choice, stored }) => {
      const cookies = memoryCookieJar({
        ...(experience !== undefined && { SierraChatExperience: experience }),
        ...(useSierra !== undefined && { useSierra }),
      });
      const random = vi.fn(() => draw ?? Number.NaN);
      expect(chooseChatAssistant({ pathname, cookies, random })).toBe(choice);
      if (stored === undefined) {
        expect(random).not.toHaveBeenCalled();
        expect(cookies.get('useSierra')).toBe(useSierra);
      } else {
        expect(random).toHaveBeenCalledOnce();
        expect(cookies.cookies.get('useSierra')).toEqual({ value: stored, days: 365 });
      }
    },
  );

  it('SPEC §4: draws once and keeps the draw on every later page', () => {
    const cookies = memoryCookieJar({ SierraChatExperience: '50' });
    const random = vi.fn().mockReturnValueOnce(0.1).mockReturnValue(0.9);
    const choices = ['/', '/calculators', '/learn'].map((pathname) =>
      chooseChatAssistant({ pathname, cookies, random }),
    );
    expect(choices).toEqual(['new chat', 'new chat', 'new chat']);
    expect(random).toHaveBeenCalledOnce();
  });

  it('SPEC §4: gives the new chat to about the percentage of visitors', () => {
    let seed = 7;
    // A small deterministic generator, so the test never flakes.
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    let newChat = 0;
    for (let visitor = 0; visitor < 2000; visitor++) {
      const cookies = memoryCookieJar({ SierraChatExperience: '25' });
      if (chooseChatAssistant({ pathname: '/', cookies, random }) === 'new chat') newChat++;
    }
    expect(newChat / 2000).toBeGreaterThan(0.22);
    expect(newChat / 2000).toBeLessThan(0.28);
  });
});

describe('chatProvision', () => {
  const vendor = 'https://chat.example/new.js';
  const old = 'https://assist.example/old.js';
  it.each<{
    experience?: string;
    pathname?: string;
    sierraScriptUrl?: string;
    rocketAssistUrl?: string;
    provision: ChatProvision;
  }>([
    // The new chat: the vendor's script when configured, else the site's own assistant.
    { provision: { kind: 'first-party' } },
    { experience: '100', provision: { kind: 'first-party' } },
    { experience: 'fifty', rocketAssistUrl: old, provision: { kind: 'first-party' } },
    { experience: '100', sierraScriptUrl: vendor, provision: { kind: 'script', url: vendor } },
    { sierraScriptUrl: vendor, rocketAssistUrl: old, provision: { kind: 'script', url: vendor } },
    // The old assistant: its script when configured, else no chat (it is never first-party).
    { experience: '0', rocketAssistUrl: old, provision: { kind: 'script', url: old } },
    { experience: '0', sierraScriptUrl: vendor, provision: { kind: 'none' } },
    { experience: '0', provision: { kind: 'none' } },
    // No chat below 0, and none on the Spanish pages, whatever is configured.
    {
      experience: '-1',
      sierraScriptUrl: vendor,
      rocketAssistUrl: old,
      provision: { kind: 'none' },
    },
    { experience: '-1', provision: { kind: 'none' } },
    { pathname: '/es', provision: { kind: 'none' } },
    { pathname: '/es/hipotecas', sierraScriptUrl: vendor, provision: { kind: 'none' } },
  ])(
    'SierraChatExperience $experience on $pathname, scripts $sierraScriptUrl / $rocketAssistUrl: $provision.kind',
    ({ experience, pathname = '/', sierraScriptUrl, rocketAssistUrl, provision }) => {
      const cookies = memoryCookieJar(
        experience === undefined ? {} : { SierraChatExperience: experience },
      );
      const choice = chooseChatAssistant({ pathname, cookies, random: () => 0.5 });
      expect(chatProvision(choice, { sierraScriptUrl, rocketAssistUrl })).toEqual(provision);
    },
  );

  it('follows the stored draw between 0 and 100', () => {
    const scripts = { rocketAssistUrl: old };
    const provision = (useSierra: string) =>
      chatProvision(
        chooseChatAssistant({
          pathname: '/',
          cookies: memoryCookieJar({ SierraChatExperience: '40', useSierra }),
          random: () => 0,
        }),
        scripts,
      );
    expect(provision('true')).toEqual({ kind: 'first-party' });
    expect(provision('false')).toEqual({ kind: 'script', url: old });
  });
});
