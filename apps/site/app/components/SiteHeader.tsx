import { Link, NavLink } from 'react-router';
import { brand } from '../brand.ts';
import { navigation } from '../site-map.ts';
import { SiteSearchBox } from './SiteSearchBox.tsx';

/** Logo, main navigation, site search and the phone number. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo">
          <img
            src={brand.logo.src}
            width={brand.logo.width}
            height={brand.logo.height}
            alt={`${brand.lenderName} home`}
          />
        </Link>
        <nav aria-label="Main" className="site-header__nav">
          <ul>
            {navigation('main').map((page) => (
              <li key={page.path}>
                <NavLink to={page.path} end>
                  {page.path === '/' ? 'Home' : page.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__search">
          <SiteSearchBox />
        </div>
        <a className="site-header__phone" href={`tel:${brand.phone.e164}`}>
          Call {brand.phone.display}
        </a>
      </div>
    </header>
  );
}
