import { describe, expect, it } from 'vitest';
import { renderArticleMarkdown, type ArticleBodySegment } from './render-markdown.server.ts';

const html = (segments: ArticleBodySegment[]) =>
  segments.map((segment) => (segment.kind === 'html' ? segment.html : '[steps]')).join('\n');

describe('renderArticleMarkdown', () => {
  it('gives every heading a unique id from its text and lists the headings', () => {
    const rendered = renderArticleMarkdown(
      '## An example\n\nText.\n\n### An *example*\n\n## Costs & fees',
    );
    expect(html(rendered.segments)).toContain('<h2 id="an-example">An example</h2>');
    expect(html(rendered.segments)).toContain('<h3 id="an-example-2">An <em>example</em></h3>');
    expect(rendered.headings).toEqual([
      { depth: 2, text: 'An example', id: 'an-example' },
      { depth: 3, text: 'An example', id: 'an-example-2' },
      { depth: 2, text: 'Costs & fees', id: 'costs-and-fees' },
    ]);
  });

  it('marks external links rel="noopener", bare URLs included, and leaves site links alone', () => {
    const out = html(
      renderArticleMarkdown(
        'See [the CFPB](https://www.consumerfinance.gov/ "CFPB") and [rates](/rates).\n\n- Source: https://www.irs.gov/publications/p936',
      ).segments,
    );
    expect(out).toContain(
      '<a href="https://www.consumerfinance.gov/" title="CFPB" rel="noopener">the CFPB</a>',
    );
    expect(out).toContain('<a href="/rates">rates</a>');
    expect(out).toContain(
      '<a href="https://www.irs.gov/publications/p936" rel="noopener">https://www.irs.gov/publications/p936</a>',
    );
  });

  it('rewrites site links through resolveLink and never external ones', () => {
    const resolveLink = (href: string) =>
      href.replace(/^\/learn\/fha-loans/, '/learn/loan-types/fha-loans');
    const out = html(
      renderArticleMarkdown(
        '[FHA](/learn/fha-loans#mip) and [HUD](https://hud.gov/learn/fha-loans)',
        {
          resolveLink,
        },
      ).segments,
    );
    expect(out).toContain('<a href="/learn/loan-types/fha-loans#mip">FHA</a>');
    expect(out).toContain('<a href="https://hud.gov/learn/fha-loans" rel="noopener">HUD</a>');
  });

  it('renders tables with a caption, column and row header scopes', () => {
    const table =
      '| Feature | Fixed | ARM |\n| --- | --- | ---: |\n| Rate | Never changes | Can change |';
    const captioned = html(
      renderArticleMarkdown(`## At a glance\n\nTable: Fixed vs ARM\n\n${table}`).segments,
    );
    expect(captioned).not.toContain('<p>Table:');
    expect(captioned).toContain('<caption>Fixed vs ARM</caption>');
    expect(captioned).toContain(
      '<tr><th scope="col">Feature</th><th scope="col">Fixed</th><th scope="col" class="align-right">ARM</th></tr>',
    );
    expect(captioned).toContain(
      '<tr><th scope="row">Rate</th><td>Never changes</td><td class="align-right">Can change</td></tr>',
    );
    expect(captioned).not.toMatch(/style=|align="/);

    const uncaptioned = html(renderArticleMarkdown(`## At a glance\n\n${table}`).segments);
    expect(uncaptioned).toContain('<caption class="visually-hidden">At a glance</caption>');
  });

  it('shows raw HTML as text instead of running it', () => {
    const out = html(
      renderArticleMarkdown('Hello <script>alert(1)</script>\n\n<div onclick="x()">hi</div>')
        .segments,
    );
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<div');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('splits out the ordered list of a "Steps" section, linking each step to its numbered section', () => {
    const rendered = renderArticleMarkdown(
      [
        'Intro.',
        '## The steps at a glance',
        '1. Work out your **budget**.',
        '2. Check your [credit](/learn/credit).',
        '3. Close.',
        'After the list.',
        '## 1. Work out your budget',
        '## 2. Check your credit',
        '## How to ask',
        '1. Not a guide: its heading does not start with "Steps".',
      ].join('\n\n'),
    );
    expect(rendered.segments.map((segment) => segment.kind)).toEqual(['html', 'steps', 'html']);
    expect(rendered.segments[1]).toEqual({
      kind: 'steps',
      label: 'The steps at a glance',
      steps: [
        {
          html: 'Work out your <strong>budget</strong>.',
          text: 'Work out your budget.',
          href: '#1-work-out-your-budget',
        },
        {
          html: 'Check your <a href="/learn/credit">credit</a>.',
          text: 'Check your credit.',
          href: '#2-check-your-credit',
        },
        { html: 'Close.', text: 'Close.' },
      ],
    });
    expect(html(rendered.segments)).toMatch(/^<p>Intro.<\/p>\n<h2 id="the-steps-at-a-glance">/);
    expect(html(rendered.segments)).toContain('<p>After the list.</p>');
    expect(html(rendered.segments)).toContain('<ol>\n<li>Not a guide');
  });

  it('reads the body as plain text for search: no markup, table cells and list items apart', () => {
    const { plainText } = renderArticleMarkdown(
      '## Costs\n\nPay **less** with [points](/p) & `APR`.\n\n- one\n- two\n\n| A | B |\n| - | - |\n| 1 | 2 |',
    );
    expect(plainText).toBe('Costs\n\nPay less with points & APR.\n\none\ntwo\n\nA B\n1 2');
  });
});
