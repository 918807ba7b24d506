import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  documentKind,
  htmlToText,
  isNoIndex,
  listedPageDocument,
  pageDocument,
  searchDocumentsFile,
  tagAttributes,
  withoutNoSnippet,
} from './page-search-documents.ts';

const page = {
  path: '/learn/rates-and-costs/closing-costs',
  title: 'Fallback title',
  description: 'Fallback',
};

// Shaped like React Router's pre-rendered output: head tags, shell, main, hydration scripts.
const html = `<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>
<title>Closing costs &amp; fees | Harborlight Home Loans</title>
<meta name="description" content="What you pay at closing, and how to &quot;shop&quot; for it."/>
<meta content="closing costs, title insurance , ,escrow" name="keywords"/>
<link rel="stylesheet" href="/assets/root.css"/>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Article","keywords":"escrow, cash to close"}]}</script>
<script type="application/ld+json">{"@type":"FAQPage","keywords":["lender fees"]}</script></head>
<body><header class="site-header"><nav><a href="/">Home</a></nav>
<form role="search"><label>Search the site</label></form></header>
<main id="main-content" tabindex="-1"><nav aria-label="Breadcrumb"><a href="/">Home</a></nav>
<article><h1>Closing <em>costs</em></h1><nav class="contents"><h2>Contents</h2><a href="#fees">Fees</a></nav>
<p>Expect 2&nbsp;% to 5&#x25; of the loan.<!-- --> Call <a href="tel:+1">us</a>.</p>
<h2 id="fees">Lender <span>fees</span></h2><ul><li>Origination</li><li>Appraisal</li></ul>
<h3>Title &lt;insurance&gt;</h3><h4>Not a heading we index</h4>
<script>window.__state = "<p>not text</p>";</script><style>.x{}</style>
<svg aria-hidden="true"><title>icon</title></svg>
<p hidden>Hydration-only text is still text</p></article>
<div class="learn-carousel" data-nosnippet="true"><h2>Related articles</h2><div><div>Escrow explained</div></div></div></main>
<footer>Footer text</footer><script type="module">import "/assets/entry.js";</script></body></html>`;

describe('pageDocument', () => {
  const document = pageDocument(html, page, 'Harborlight Home Loans');

  it('takes the title without the site name', () => {
    expect(document.title).toBe('Closing costs & fees');
  });

  it('takes the meta description and keywords, whatever the attribute order', () => {
    expect(document.description).toBe('What you pay at closing, and how to "shop" for it.');
  });

  it('takes the keywords of the meta tag and of the JSON-LD, each once', () => {
    expect(document.keywords).toEqual([
      'closing costs',
      'title insurance',
      'escrow',
      'cash to close',
      'lender fees',
    ]);
  });

  it('lists the h1–h3 headings of <main> as text', () => {
    expect(document.headings).toEqual(['Closing costs', 'Lender fees', 'Title <insurance>']);
  });

  it('keeps the text of <main> only: no header, footer, navigation, scripts, styles or icons', () => {
    expect(document.body).toBe(
      'Closing costs Expect 2 % to 5% of the loan. Call us. Lender fees Origination Appraisal Title <insurance> Not a heading we index Hydration-only text is still text',
    );
  });

  it('labels learning-center pages as articles', () => {
    expect(document.kind).toBe('article');
  });

  it('falls back to the registered title and description when the page has none', () => {
    const bare = pageDocument('<html><body><main><p>Hi</p></main></body></html>', page, 'X');
    expect(bare).toMatchObject({ title: 'Fallback title', description: 'Fallback', body: 'Hi' });
  });
});

describe('withoutNoSnippet', () => {
  it('drops a marked element with everything inside it, same-name elements nested', () => {
    expect(
      withoutNoSnippet('<p>a</p><div data-nosnippet=""><div><div>b</div></div>c</div><div>d</div>'),
    ).toBe('<p>a</p> <div>d</div>');
  });

  it('reads the attribute however it is written, and no other attribute', () => {
    expect(withoutNoSnippet('<section id="x" data-nosnippet>a</section>b')).toBe(' b');
    expect(withoutNoSnippet("<aside data-nosnippet='true' class=y>a</aside>b")).toBe(' b');
    expect(withoutNoSnippet('<div data-nosnippets="1">a</div>')).toBe(
      '<div data-nosnippets="1">a</div>',
    );
  });

  it('drops only the start tag of an element that is never closed', () => {
    expect(withoutNoSnippet('<img data-nosnippet src="x.png"><p>kept</p>')).toBe(' <p>kept</p>');
  });
});

describe('htmlToText', () => {
  it('joins inline elements and separates blocks', () => {
    expect(htmlToText('<p>home<strong>s</strong></p><p>next</p>')).toBe('homes next');
  });

  it('handles ">" inside attribute values', () => {
    expect(htmlToText('<a title="a > b" href="/">link</a> text')).toBe('link text');
  });
});

describe('decodeEntities', () => {
  it.each([
    ['&lt;script&gt;', '<script>'],
    ['&#39;&#x27;&apos;', "'''"],
    ['&amp;lt;', '&lt;'],
    ['&unknown; &#0;', '&unknown; &#0;'],
  ])('%j → %j', (input, output) => {
    expect(decodeEntities(input)).toBe(output);
  });
});

describe('tagAttributes', () => {
  it('reads quoted, single-quoted, bare and empty attributes', () => {
    expect(
      tagAttributes(`<meta name=robots content='noindex, follow' data-x="a&amp;b" async/>`),
    ).toEqual({
      name: 'robots',
      content: 'noindex, follow',
      'data-x': 'a&b',
      async: '',
    });
  });
});

describe('isNoIndex', () => {
  it('is true only for a robots meta with noindex', () => {
    expect(isNoIndex('<meta name="robots" content="noindex"/>')).toBe(true);
    expect(isNoIndex('<meta name="robots" content="index, follow"/>')).toBe(false);
    expect(isNoIndex('<p>noindex</p>')).toBe(false);
  });
});

describe('documentKind', () => {
  it.each([
    ['/calculators/rent-vs-buy', 'calculator'],
    ['/rent-vs-buy-calculator', 'calculator'],
    ['/learn/loan-types/fha-loans', 'article'],
    ['/learn/loan-types', 'page'],
    ['/learn', 'page'],
    ['/licensing', 'page'],
  ])('%s is a %s', (path, kind) => {
    expect(documentKind(path)).toBe(kind);
  });
});

describe('searchDocumentsFile', () => {
  const a = listedPageDocument({ path: '/a', title: 'A', description: 'a', prerender: false });
  const b = listedPageDocument({ path: '/b', title: 'B', description: 'b', prerender: false });

  it('sorts by path and hashes the content, so only a content change changes the hash', () => {
    const file = searchDocumentsFile([b, a]);
    expect(file.documents.map((document) => document.path)).toEqual(['/a', '/b']);
    expect(file.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(searchDocumentsFile([a, b]).hash).toBe(file.hash);
    expect(searchDocumentsFile([a, { ...b, description: 'changed' }]).hash).not.toBe(file.hash);
  });
});
