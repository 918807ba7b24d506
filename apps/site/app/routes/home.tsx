import '../calculators/calculators.css';
import { Card } from '@lender/ui/card';
import { Link } from 'react-router';
import { brand, nmlsConsumerAccessUrl } from '../brand.ts';
import { categoryPath } from '../content/article.ts';
import { LEARNING_CATEGORIES } from '../content/categories.ts';
import { CalculatorSlot } from '../calculators/CalculatorSlot.tsx';
import { MINI_PURCHASE_REFINANCE_WIDGET } from '../calculators/widgets.ts';
import { pageMeta } from '../meta.ts';
import { homeEntryPoints, navLabel, pageAt } from '../site-map.ts';
import { ExperimentExposure } from '../experiments/ExperimentExposure.tsx';
import { heroCopy, HOME_HERO_EXPERIMENT, isHeroVariant } from '../experiments/home-hero.ts';
import { pageExperiment } from '../experiments/page-experiment.ts';
import type { Route } from './+types/home';

export const meta = () => pageMeta('/');

/**
 * The visitor's hero variant, chosen by the server before rendering (issue 26 part 6), so the
 * first HTML already shows it; pre-rendered, or with the experiment off, the control. Its words
 * travel as loader data, so neither variant's copy is in the page's JavaScript.
 */
export function loader({ context }: Route.LoaderArgs) {
  const assignment = pageExperiment(context, HOME_HERO_EXPERIMENT);
  // A variant this page cannot show is shown as the control and not reported as seen.
  const heroExperiment = isHeroVariant(assignment?.variantKey) ? assignment : undefined;
  return { heroExperiment, hero: heroCopy(heroExperiment?.variantKey) };
}

/** "Michigan and Ohio", "Michigan, Ohio, and Texas"; the locale is pinned so server and browser agree. */
const STATE_LIST = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/**
 * The hero picture (art/home-hero*.svg, made into AVIF and WebP by art/make-hero-images.mjs): a
 * wide, short one at 767 px and narrower (SPEC §9), a 4:3 one from 768 px. Width and height
 * keep its space before it loads (no layout shift). On a phone it is smaller than the lead
 * paragraph, so the text stays the largest paint and the picture cannot delay it.
 */
const HOME_HERO = {
  wideMedia: '(min-width: 768px)',
  wide: { name: 'home-hero-desktop', width: 480, height: 360 },
  mobile: { name: 'home-hero-mobile', width: 360, height: 135 },
} as const;

function srcSet(name: string, format: 'avif' | 'webp'): string {
  return `/images/${name}-1x.${format} 1x, /images/${name}-2x.${format} 2x`;
}

function HeroPicture() {
  const { wide, mobile, wideMedia } = HOME_HERO;
  return (
    <picture className="hero__picture">
      {(['avif', 'webp'] as const).map((format) => (
        <source
          key={`wide-${format}`}
          type={`image/${format}`}
          media={wideMedia}
          srcSet={srcSet(wide.name, format)}
          width={wide.width}
          height={wide.height}
        />
      ))}
      <source type="image/avif" srcSet={srcSet(mobile.name, 'avif')} />
      <img
        src={`/images/${mobile.name}-1x.webp`}
        srcSet={srcSet(mobile.name, 'webp')}
        width={mobile.width}
        height={mobile.height}
        alt=""
        decoding="async"
      />
    </picture>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { heroExperiment, hero } = loaderData;
  return (
    <div className="page">
      <section
        className="hero"
        aria-labelledby="hero-title"
        data-experiment={heroExperiment?.experimentKey}
        data-variant={heroExperiment?.variantKey}
      >
        <div className="hero__text">
          <h1 id="hero-title">{hero.headline}</h1>
          <p className="hero__lead">{hero.lead}</p>
          <p className="button-group">
            {pageAt(hero.action.path) && (
              <Link className="button" to={hero.action.path}>
                {hero.action.label}
              </Link>
            )}
            <a className="button button--secondary" href={`tel:${brand.phone.e164}`}>
              Call {brand.phone.display}
            </a>
          </p>
        </div>
        <HeroPicture />
        <ExperimentExposure assignment={heroExperiment} />
      </section>

      <section className="section" aria-labelledby="help-title">
        <h2 id="help-title">How we can help</h2>
        <ul className="card-grid">
          {homeEntryPoints().map((page) => (
            <li key={page.path}>
              <Card heading={navLabel(page)} href={page.path}>
                <p>{page.summary}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <CalculatorSlot page={MINI_PURCHASE_REFINANCE_WIDGET} />

      <section className="section" aria-labelledby="topics-title">
        <h2 id="topics-title">Guides by topic</h2>
        <ul className="link-list">
          {LEARNING_CATEGORIES.map((category) => (
            <li key={category.slug}>
              <Link to={categoryPath(category.slug)}>{category.name}</Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="section trust" aria-labelledby="trust-title">
        <h2 id="trust-title">Licensed, and open about it</h2>
        <ul>
          <li>
            {brand.legalEntityName} is registered as NMLS ID {brand.nmlsId}.{' '}
            <a href={nmlsConsumerAccessUrl(brand.nmlsId)} rel="external">
              Check our registration on NMLS Consumer Access
            </a>
            .
          </li>
          <li>
            We are licensed in {STATE_LIST.format(brand.licenses.map((licence) => licence.state))}.{' '}
            <Link to="/licensing">See our state licences</Link>.
          </li>
          <li>
            We are an Equal Housing Lender. We do business in accordance with the Fair Housing Act
            and the Equal Credit Opportunity Act.
          </li>
          <li>
            You choose what we send you, and can <Link to="/opt-out">stop marketing</Link> at any
            time.
          </li>
        </ul>
      </section>
    </div>
  );
}
