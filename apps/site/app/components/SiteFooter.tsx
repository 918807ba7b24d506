import { Link } from 'react-router';
import { EqualHousingLender } from '@lender/ui/equal-housing-lender';
import { brand, nmlsConsumerAccessUrl } from '../brand.ts';
import { navigation, navLabel } from '../site-map.ts';
import { FooterSubscribe } from './FooterSubscribe.tsx';

/**
 * The site's sections and search (also the way to them on a phone without JavaScript, where the
 * header's menu cannot open), legal navigation, and the disclosures every page of a mortgage
 * lender's site carries.
 */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <FooterSubscribe />
        <nav aria-label="Sections" className="site-footer__sections">
          <ul>
            {navigation('main').map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{navLabel(page)}</Link>
              </li>
            ))}
            <li>
              <Link to="/search">Search the site</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal" className="site-footer__legal">
          <ul>
            {navigation('legal').map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__nmls">
          {`${brand.legalEntityName}. NMLS ID ${brand.nmlsId}. `}
          <a href={nmlsConsumerAccessUrl(brand.nmlsId)} rel="external">
            Verify us on NMLS Consumer Access
          </a>
          . <Link to="/licensing">State licences</Link>.
        </p>
        <p>{brand.address}</p>
        <EqualHousingLender />
        {brand.demo && (
          <p className="site-footer__demo">
            Demo brand: {brand.lenderName} is fictional and not a real lender. Nothing on this site
            is an offer of credit.
          </p>
        )}
      </div>
    </footer>
  );
}
