import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { brand } from '../brand.ts';
import { homeEntryPoints, navLabel, pageAt } from '../site-map.ts';
import Home from './home.tsx';
import { heroCopy } from '../experiments/home-hero.ts';
import {
  HOME_HERO_CONTROL,
  HOME_HERO_COPY,
  HOME_HERO_EXPERIMENT,
} from '../experiments/home-hero.ts';

/** The page with the loader data it gets for a variant (none: pre-rendered, the control). */
function renderHome(
  heroExperiment?: NonNullable<Parameters<typeof Home>[0]['loaderData']>['heroExperiment'],
): string {
  const loaderData = { heroExperiment, hero: heroCopy(heroExperiment?.variantKey) };
  const props = { loaderData } as unknown as Parameters<typeof Home>[0];
  const Stub = createRoutesStub([{ path: '/', Component: () => <Home {...props} /> }]);
  return renderToString(<Stub initialEntries={['/']} />);
}

/** The page's text as a reader sees it: tags and React's text separators removed. */
function textOf(html: string): string {
  return html.replaceAll('<!-- -->', '').replace(/<[^>]+>/g, ' ');
}

describe('the home page', () => {
  const html = renderHome();
  const text = textOf(html);

  it('has one headline', () => {
    expect(html.match(/<h1\b/g)).toHaveLength(1);
  });

  it('links only to pages that exist on the site', () => {
    const internal = [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1] ?? '');
    expect(internal.length).toBeGreaterThan(0);
    expect(internal.filter((path) => !pageAt(path))).toEqual([]);
  });

  it('offers the buying journey through the get-started page', () => {
    expect(html).toContain('href="/purchase/get-started"');
  });

  it('offers a way into every section of the main navigation, from the site map', () => {
    const sections = homeEntryPoints();
    expect(sections.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/purchase/get-started', '/learn']),
    );
    for (const page of sections) {
      expect(html).toContain(`href="${page.path}"`);
      expect(text).toContain(navLabel(page));
      expect(text).toContain(page.summary);
    }
  });

  it('shows a hero picture in AVIF and WebP, with a mobile one at 767 px and below, sized', () => {
    const picture = /<picture class="hero__picture">.*?<\/picture>/s.exec(html)?.[0] ?? '';
    const sources = [...picture.matchAll(/<source [^>]*>/g)].map(([tag]) => tag);
    expect(sources).toHaveLength(3);
    for (const source of sources.slice(0, 2)) {
      expect(source).toContain('media="(min-width: 768px)"');
      expect(source).toMatch(/width="\d+" height="\d+"/);
    }
    expect(sources.map((tag) => /type="([^"]+)"/.exec(tag)?.[1])).toEqual([
      'image/avif',
      'image/webp',
      'image/avif',
    ]);
    const img = /<img [^>]*>/.exec(picture)?.[0] ?? '';
    expect(img).toMatch(/src="\/images\/home-hero-mobile-1x\.webp"/);
    expect(img).toMatch(/width="\d+" height="\d+"/);
    expect(img).toContain('alt=""');
    // Not the largest paint on a phone, so nothing asks for it ahead of the page's own files.
    expect(img).not.toMatch(/fetchpriority/i);
  });

  it('shows the NMLS ID, the licensed states and the Equal Housing Lender statement', () => {
    expect(text).toContain(`NMLS ID ${brand.nmlsId}`);
    for (const licence of brand.licenses) expect(text).toContain(licence.state);
    expect(text).toContain('Equal Housing Lender');
  });

  it('shows no figures beyond the phone number, NMLS ID and licence data', () => {
    const rest = text.replaceAll(brand.phone.display, '').replaceAll(brand.nmlsId, '');
    expect(rest).not.toMatch(/\d/);
  });
});

describe('the home page hero experiment (issue 26 part 6)', () => {
  function renderWith(variantKey: string | undefined): string {
    return renderHome(
      variantKey
        ? {
            experimentKey: HOME_HERO_EXPERIMENT,
            experimentName: 'Home page hero wording',
            variantKey,
            variantName: variantKey,
            reportable: true,
          }
        : undefined,
    );
  }

  it.each(Object.entries(HOME_HERO_COPY))(
    'renders the %s variant in the server HTML, with its headline and call to action',
    (variantKey, copy) => {
      const html = renderWith(variantKey);
      const text = textOf(html);
      expect(text).toContain(copy.headline);
      expect(text).toContain(copy.action.label);
      expect(html).toContain(`href="${copy.action.path}"`);
      expect(html).toContain(`data-variant="${variantKey}"`);
      expect(html.match(/<h1\b/g)).toHaveLength(1);
    },
  );

  it('renders the control without an assignment (pre-rendered, or the experiment off)', () => {
    const html = renderWith(undefined);
    expect(textOf(html)).toContain(HOME_HERO_COPY[HOME_HERO_CONTROL]!.headline);
    expect(html).not.toContain('data-variant');
  });

  it('changes only words: both variants have the same markup around the text', () => {
    const shape = (html: string) =>
      html.replace(/>[^<]*</g, '><').replace(/ (href|data-variant)="[^"]*"/g, '');
    const [first, ...others] = Object.keys(HOME_HERO_COPY).map((key) => shape(renderWith(key)));
    for (const other of others) expect(other).toBe(first);
  });

  it('links every call to action to a page of the site', () => {
    for (const copy of Object.values(HOME_HERO_COPY)) expect(pageAt(copy.action.path)).toBeTruthy();
  });
});
