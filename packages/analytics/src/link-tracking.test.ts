import { describe, expect, it } from 'vitest';
import { isTrackedLink, linkSkipReason, type LinkAttributes } from './link-tracking.ts';

const ORIGIN = 'https://www.lender.example';

describe('linkSkipReason', () => {
  it.each<[string | null | undefined, LinkAttributes, string | undefined]>([
    // Internal links are tracked.
    ['/mortgage-rates', {}, undefined],
    ['mortgage-rates', {}, undefined],
    ['https://www.lender.example/learn?x=1#top', {}, undefined],
    ['//www.lender.example/learn', {}, undefined],
    ['/learn', { target: '_self' }, undefined],
    ['/learn', { target: null, 'data-popup': null }, undefined],
    // Calls, mail and scripts are not.
    ['tel:+18005551234', {}, 'not a web link'],
    ['TEL:8005551234', {}, 'not a web link'],
    ['mailto:help@lender.example', {}, 'not a web link'],
    ['javascript:void(0)', {}, 'not a web link'],
    ['JavaScript:alert(1)', {}, 'not a web link'],
    ['java\tscript:alert(1)', {}, 'not a web link'],
    ['  javascript:void(0)', {}, 'not a web link'],
    ['data:text/html,hi', {}, 'not a web link'],
    ['http://[bad', {}, 'not a web link'],
    // In-page anchors.
    ['#main', {}, 'in-page anchor'],
    ['#', {}, 'in-page anchor'],
    [' #top', {}, 'in-page anchor'],
    // Popups: a new tab or the popup marker.
    ['/legal', { target: '_blank' }, 'popup'],
    ['/legal', { target: '_BLANK' }, 'popup'],
    ['/legal', { 'data-popup': '' }, 'popup'],
    ['/legal', { 'data-popup': 'true' }, 'popup'],
    // .gov hosts.
    ['https://www.consumerfinance.gov/', {}, '.gov host'],
    ['https://www.hud.gov./buying', {}, '.gov host'],
    ['https://WWW.IRS.GOV/', {}, '.gov host'],
    // Other sites, and other origins of this one.
    ['https://www.example.com/', {}, 'external'],
    ['https://calculators.lender.example/', {}, 'external'],
    ['http://www.lender.example/', {}, 'external'],
    ['https://www.lender.example:8443/', {}, 'external'],
    ['https://gov.example.com/', {}, 'external'],
    // Nothing to follow.
    ['', {}, 'no href'],
    ['   ', {}, 'no href'],
    [null, {}, 'no href'],
    [undefined, {}, 'no href'],
  ])('SPEC §7: %j with %j: %s', (href, attributes, reason) => {
    expect(linkSkipReason(href, ORIGIN, attributes)).toBe(reason);
    expect(isTrackedLink(href, ORIGIN, attributes)).toBe(reason === undefined);
  });

  it('SPEC §7: takes the current origin with or without a trailing slash or path', () => {
    expect(isTrackedLink('/learn', 'https://www.lender.example/')).toBe(true);
    expect(isTrackedLink('https://www.lender.example/a', 'https://www.lender.example/b/c')).toBe(
      true,
    );
  });
});
