import { Link } from 'react-router';
import { EqualHousingLender } from '@lender/ui/equal-housing-lender';
import { brand, nmlsConsumerAccessUrl } from '../brand.ts';
import { navigation } from '../site-map.ts';
import { FooterSubscribe } from './FooterSubscribe.tsx';

/** Legal navigation and the disclosures every page of a mortgage lender's site carries. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <FooterSubscribe />
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
