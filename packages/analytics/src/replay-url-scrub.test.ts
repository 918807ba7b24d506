import { describe, expect, it } from 'vitest';
import { recordedUrlAttribute, scrubRecordedUrls } from './replay-url-scrub.ts';

const EMAIL = 'jo%40example.com';

describe('recordedUrlAttribute', () => {
  it.each([
    // The opt-out page's skip link, as rrweb resolves it against the page's address.
    [
      `https://www.lender.example/opt-out?show=email&email=${EMAIL}#main-content`,
      'https://www.lender.example/opt-out',
    ],
    // A form's action keeps the page's query (React Router's <Form> without an action).
    [`/opt-out?show=email&email=${EMAIL}`, '/opt-out'],
    ['/opt-out#email', '/opt-out'],
    ['?email=jo@example.com', ''],
    ['//cdn.example/x.css?v=1', '//cdn.example/x.css'],
    // Another site's link loses its query too: our pages build some from what a visitor entered.
    [
      'https://homes.example.com/mi/detroit-mi?min-price=250000&max-price=350000',
      'https://homes.example.com/mi/detroit-mi',
    ],
    ['HTTPS://WWW.LENDER.EXAMPLE/a?b', 'HTTPS://WWW.LENDER.EXAMPLE/a'],
    ['/calculators/rent-vs-buy', '/calculators/rent-vs-buy'],
  ])('%s → %s', (value, kept) => {
    expect(recordedUrlAttribute(value)).toBe(kept);
  });

  it.each([
    '#icon-arrow', // an SVG <use> reference: no query to carry
    'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg"/>?#',
    'mailto:help@lender.example?subject=Question',
    'tel:+18005551234',
    'sms:+18005551234?body=STOP',
    'blob:https://www.lender.example/0b1c-uuid#x',
    '',
  ])('keeps %s whole', (value) => {
    expect(recordedUrlAttribute(value)).toBe(value);
  });

  it('scrubs each address of a srcset and keeps its descriptors', () => {
    expect(
      recordedUrlAttribute(
        '/a.png?w=1&email=jo%40example.com 1x, https://x.example/b.png?t#f 2x',
        'srcset',
      ),
    ).toBe('/a.png 1x, https://x.example/b.png 2x');
    expect(recordedUrlAttribute('/a.png?x=1, /b.png 2x', 'srcset')).toBe('/a.png, /b.png 2x');
    expect(recordedUrlAttribute('/p?e=jo /q#r', 'ping')).toBe('/p /q');
  });

  it('is linear in its input: a megabyte of ? and # is handled', () => {
    const value = '/a?'.padEnd(1_000_000, '?#x');
    expect(recordedUrlAttribute(value)).toBe('/a');
  });
});

describe('scrubRecordedUrls', () => {
  const page = `http://127.0.0.1:3504/opt-out?show=email&email=${EMAIL}`;

  it('scrubs every URL attribute of a full snapshot, however deep', () => {
    let deepest: Record<string, unknown> = {
      type: 2,
      tagName: 'a',
      attributes: { href: `${page}#main-content` },
      childNodes: [],
    };
    const leaf = deepest;
    const image = {
      type: 2,
      tagName: 'img',
      attributes: { src: `${page}`, srcset: `${page} 2x`, alt: 'x?y' },
      childNodes: [],
    };
    const form = {
      type: 2,
      tagName: 'form',
      attributes: { action: '/opt-out?email=jo@example.com', method: 'post' },
      childNodes: [image],
    };
    for (let depth = 0; depth < 100_000; depth += 1) {
      deepest = { type: 2, tagName: 'div', attributes: {}, childNodes: [deepest] };
    }
    const event = {
      type: 2,
      timestamp: 1,
      data: {
        node: {
          type: 0,
          childNodes: [form, deepest],
        },
      },
    };
    expect(scrubRecordedUrls(event)).toBe(4);
    expect(form.attributes).toEqual({ action: '/opt-out', method: 'post' });
    // Not URL attributes (alt) are left as they are.
    expect(image.attributes).toEqual({
      src: 'http://127.0.0.1:3504/opt-out',
      srcset: 'http://127.0.0.1:3504/opt-out 2x',
      alt: 'x?y',
    });
    expect(leaf.attributes).toEqual({ href: 'http://127.0.0.1:3504/opt-out' });
  });

  it('scrubs a mutation’s added nodes and changed attributes', () => {
    const event = {
      type: 3,
      timestamp: 1,
      data: {
        source: 0,
        texts: [{ id: 1, value: 'See ?email=' }],
        adds: [
          {
            parentId: 1,
            nextId: null,
            node: { type: 2, tagName: 'a', attributes: { href: page }, childNodes: [] },
          },
        ],
        attributes: [
          { id: 3, attributes: { href: `${page}#x`, style: { width: '10%' }, class: 'a' } },
          { id: 4, attributes: { 'xlink:href': '#icon', HREF: '/a?b' } },
        ],
        removes: [],
      },
    };
    expect(scrubRecordedUrls(event)).toBe(3);
    expect(event.data.adds[0]!.node.attributes.href).toBe('http://127.0.0.1:3504/opt-out');
    expect(event.data.attributes[0]!.attributes).toEqual({
      href: 'http://127.0.0.1:3504/opt-out',
      style: { width: '10%' },
      class: 'a',
    });
    expect(event.data.attributes[1]!.attributes).toEqual({ 'xlink:href': '#icon', HREF: '/a' });
    // Text is what the page shows (masking covers it), not an address.
    expect(event.data.texts[0]!.value).toBe('See ?email=');
  });

  it.each([
    { type: 3, timestamp: 1, data: { source: 2, href: page } }, // a click
    { type: 4, timestamp: 1, data: { href: page } }, // meta: recordedHref's job
    { type: 2, timestamp: 1, data: null },
    { type: 3, timestamp: 1, data: { source: 0, adds: 'x', attributes: [null, 1, { id: 1 }] } },
    { type: 2, timestamp: 1, data: { node: { attributes: [], childNodes: 'x' } } },
  ])('leaves other and malformed events as they are (%o)', (event) => {
    const before = JSON.stringify(event);
    expect(scrubRecordedUrls(event)).toBe(0);
    expect(JSON.stringify(event)).toBe(before);
  });
});
