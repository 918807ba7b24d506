import { Modal } from '@lender/ui/modal';
import { Link } from 'react-router';
import { brand } from '../brand.ts';
import type { Route } from './+types/get-started';
import { GET_STARTED_PROMO } from '../components/banners/banner-config.ts';
import { pagePromo, type PagePromoConfig } from '../components/banners/banner-rules.ts';
import { pageMeta } from '../meta.ts';
import { siteServerContext } from '../server-context.ts';
import { ChatWithUsButton } from './get-started-chat.tsx';

const PAGE_PATH = '/purchase/get-started';

/**
 * The hero pictures (SPEC §2, §9): the mobile one at 767 px and narrower, the wide one from
 * 768 px. Width and height are the files' own, so the space is kept before they load.
 */
const HERO_IMAGES = {
  wide: { src: '/images/get-started-desktop.svg', width: 640, height: 400 },
  mobile: { src: '/images/get-started-mobile.svg', width: 360, height: 240 },
  wideMedia: '(min-width: 768px)',
} as const;

export const meta = () => pageMeta(PAGE_PATH);

/**
 * The promo the page shows (SPEC §2): the large-loan-amount promo an operator configured
 * (LARGE_LOAN_AMOUNT_PROMO_FILE, read by the server at start; the page is then rendered per
 * request), else its own. Pre-rendering has no server: the page's own.
 */
export function loader({ context }: Route.LoaderArgs) {
  const configured = context.get(siteServerContext)?.content?.largeLoanAmountPromo;
  return { promo: pagePromo(GET_STARTED_PROMO, configured) };
}

/** The page's promo panel: its own, or the large-loan-amount promo in its place. */
function PromoPanel({ promo }: { promo: PagePromoConfig }) {
  return (
    <section className="promo-panel" aria-labelledby="promo-title">
      <h2 id="promo-title">{promo.title}</h2>
      <p>{promo.text}</p>
      {promo.link && (
        <p>
          <Link to={promo.link.href}>{promo.link.text}</Link>
        </p>
      )}
    </section>
  );
}

/** The legal disclosures behind the page's "Read the legal disclosures" button. */
function LegalDisclosures() {
  return (
    <>
      <p>
        {brand.legalEntityName}. NMLS ID {brand.nmlsId}. Our state licences are listed on our{' '}
        <Link to="/licensing">licensing page</Link>, and you can check them on NMLS Consumer Access.
      </p>
      <p>
        Equal Housing Lender. We do business in accordance with the Fair Housing Act and the Equal
        Credit Opportunity Act.
      </p>
      <p>
        Starting an application is not a commitment to lend and does not lock an interest rate.
        Approval depends on your credit, income, assets and debts, the property and the loan
        program. Rates, fees and programs can change without notice.
      </p>
      <p>
        The application opens on our application site. Read our{' '}
        <Link to="/privacy">privacy notice</Link> to see how we use what you tell us.
      </p>
      {brand.demo && (
        <p>
          {brand.lenderName} is a fictional demo brand. Nothing on this site is an offer of credit.
        </p>
      )}
    </>
  );
}

export default function GetStarted({ loaderData }: Route.ComponentProps) {
  const { promo } = loaderData;
  return (
    <div className="page">
      <section className="get-started-hero" aria-labelledby="get-started-title">
        <div>
          <h1 id="get-started-title">Get started buying a house</h1>
          <p className="hero__lead">
            Start your mortgage application online. A licensed loan officer reviews it with you and
            explains your options before anything is final.
          </p>
          <div className="get-started-actions">
            {/* Reported as the page's call to action, and as the start of an application. */}
            <a
              className="button"
              href={brand.applicationLauncherUrl}
              data-button-type="cta"
              data-engagement="application"
            >
              Start your application
            </a>
            <ChatWithUsButton />
          </div>
          <p>
            Or call us on <a href={`tel:${brand.phone.e164}`}>{brand.phone.display}</a>.
          </p>
        </div>
        <picture className="get-started-hero__picture">
          <source
            media={HERO_IMAGES.wideMedia}
            srcSet={HERO_IMAGES.wide.src}
            width={HERO_IMAGES.wide.width}
            height={HERO_IMAGES.wide.height}
          />
          <img
            src={HERO_IMAGES.mobile.src}
            width={HERO_IMAGES.mobile.width}
            height={HERO_IMAGES.mobile.height}
            alt=""
            fetchPriority="high"
          />
        </picture>
      </section>

      <PromoPanel promo={promo} />

      <section aria-labelledby="need-title">
        <h2 id="need-title">What you need to apply</h2>
        <ul>
          <li>Your Social Security number and a photo ID</li>
          <li>Recent pay stubs and W-2 forms, or tax returns if you are self-employed</li>
          <li>Recent statements for your bank, retirement and investment accounts</li>
          <li>The address of the home, if you have found one</li>
        </ul>
      </section>

      <section aria-labelledby="next-title">
        <h2 id="next-title">What happens next</h2>
        <ol className="steps">
          <li>You tell us about yourself, your income and the home you want.</li>
          <li>We check your credit, with your permission, and confirm your income and savings.</li>
          <li>A loan officer goes through the loan options you qualify for and what each costs.</li>
          <li>You choose a loan and, when you have a home under contract, lock your rate.</li>
        </ol>
      </section>

      <Modal
        title="Legal disclosures"
        size="medium"
        trigger={
          <button type="button" className="link-button">
            Read the legal disclosures
          </button>
        }
      >
        <LegalDisclosures />
      </Modal>
    </div>
  );
}
