import { describe, expect, it } from 'vitest';
import { buttonEventExtras, linkTypeOf } from './button-event-extras.ts';
import { validateEvent } from './event-catalogue.ts';
import { ButtonEventExtrasSchema } from './event-fields.ts';

const now = new Date('2026-11-21T14:37:42.123Z');

describe('linkTypeOf', () => {
  it.each([
    ['tel:+18005551234', 'request call'],
    ['TEL:8005551234', 'request call'],
    ['  tel:800', 'request call'],
    ['https://www.lender.example/contact', 'navigation'],
    ['/contact', 'navigation'],
    ['/tel:800', 'navigation'],
    ['mailto:help@lender.example', 'navigation'],
    ['', 'navigation'],
    [null, 'navigation'],
    [undefined, 'navigation'],
  ])('SPEC §3: an href of %j is a "%s" link', (href, type) => {
    expect(linkTypeOf(href)).toBe(type);
  });
});

describe('buttonEventExtras', () => {
  it('SPEC §3: fills every extra from the click and the visit', () => {
    const extras = buttonEventExtras(
      {
        pathname: '/calculators/refinance',
        buttonName: 'Call us',
        buttonType: 'call',
        buttonId: 'call-us',
        href: 'tel:+18005551234',
        linkName: 'Call us',
      },
      {
        userRvid: 'rv-1',
        qlsCode: 'QLS_1',
        utm: { utm_source: 'news', utm_campaign: 'spring' },
        isAuthenticated: false,
        hasRaid: true,
      },
      now,
    );
    expect(extras).toEqual({
      pageName: 'calculators:lower payment refinance calculator',
      funnelExperience: 'calculators',
      rocketCompany: 'mortgage',
      userRvid: 'rv-1',
      qlsCode: 'QLS_1',
      utm_source: 'news',
      utm_campaign: 'spring',
      isAuthenticated: false,
      hasRaid: true,
      buttonName: 'Call us',
      buttonType: 'call',
      buttonId: 'call-us',
      linkName: 'Call us',
      linkValue: 'tel:+18005551234',
      linkType: 'request call',
      time: '2026-11-21T14:37:00.000Z',
    });
    expect(ButtonEventExtrasSchema.safeParse(extras).success).toBe(true);
  });

  it('SPEC §3: a button without a link is "navigation", typed "other" when its type is unknown, and leaves out what is not known', () => {
    const extras = buttonEventExtras(
      { pathname: '/', buttonName: 'Start', buttonType: 'hero' },
      {},
      now,
    );
    expect(extras).toEqual({
      pageName: 'mortgage:home',
      funnelExperience: 'general storefronts',
      rocketCompany: 'mortgage',
      buttonName: 'Start',
      buttonType: 'other',
      linkType: 'navigation',
      time: '2026-11-21T14:37:00.000Z',
    });
    expect(Object.values(extras)).not.toContain(undefined);
  });

  it('SPEC §2: names the home page after the rocket company given', () => {
    expect(buttonEventExtras({ pathname: '/' }, { rocketCompany: 'heloc' }, now)).toMatchObject({
      pageName: 'heloc:home',
      rocketCompany: 'heloc',
    });
  });

  it('sends the link value given rather than the href', () => {
    const extras = buttonEventExtras(
      { pathname: '/learn', href: '/learn/apr', linkValue: 'APR explained' },
      {},
      now,
    );
    expect(extras.linkValue).toBe('APR explained');
  });

  it('SPEC §3: the extras validate on clicked_button and clicked_link next to their own fields', () => {
    const extras = buttonEventExtras(
      {
        pathname: '/mortgage-rates',
        buttonName: 'See rates',
        buttonType: 'cta',
        href: '/mortgage-rates/today',
      },
      { utm: { utm_channel: 'email' } },
      now,
    );
    const button = { button_name: 'See rates', page_name: extras.pageName, ...extras };
    expect(validateEvent('clicked_button', button).success).toBe(true);
    expect(validateEvent('clicked_link', { link_name: 'See rates', ...extras }).success).toBe(true);
  });
});
