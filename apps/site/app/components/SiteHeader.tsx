import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Disclosure } from '@lender/ui/disclosure';
import { brand } from '../brand.ts';
import { navigation, navLabel } from '../site-map.ts';
import { normalisePathname } from '../pathname.ts';
import { SiteSearchBox } from './SiteSearchBox.tsx';

/**
 * Where the main navigation is a row of links rather than a menu: above SPEC §9's mobile range
 * (767 px and below). site.css repeats the number (media queries cannot read it).
 */
export const NAV_ROW_MEDIA = '(min-width: 768px)';
/** Where the search field sits in the header's row rather than behind a button (SPEC §9's 1080 px). */
export const SEARCH_ROW_MEDIA = '(min-width: 1080px)';

type Panel = 'menu' | 'search' | null;

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" fill="none" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="2.5" fill="none" />
      <path d="m15.5 15.5 5.5 5.5" stroke="currentColor" strokeWidth="2.5" fill="none" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}

/**
 * Logo, main navigation, site search and the phone number. On a phone (767 px and below) one bar
 * of 60 px: the logo, a search button revealing the search field, the call link and a menu
 * button revealing the navigation (one panel open at a time, closed again on every navigation).
 * Wider, the navigation is a row of links, and from 1080 px the search field is in the row too.
 */
export function SiteHeader() {
  // The current section's link is marked alike in pre-rendered HTML (rendered at `/learn/`)
  // and after hydration (at `/learn`).
  const { pathname, search } = useLocation();
  const here = pathname + search;
  // The open panel belongs to the page it was opened on: a navigation closes it.
  const [opened, setOpened] = useState<{ panel: Panel; at: string }>({ panel: null, at: here });
  const open = opened.at === here ? opened.panel : null;
  const toggle = (panel: Exclude<Panel, null>) => (expanded: boolean) =>
    setOpened({ panel: expanded ? panel : null, at: here });

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
        <Disclosure
          label={
            <>
              <MenuIcon />
              Menu
            </>
          }
          buttonClassName="site-header__button site-header__menu-button"
          panelClassName="site-header__menu-panel"
          expandedMedia={NAV_ROW_MEDIA}
          isExpanded={open === 'menu'}
          onExpandedChange={toggle('menu')}
        >
          <nav aria-label="Main" className="site-header__nav">
            <ul>
              {navigation('main').map((page) => (
                <li key={page.path}>
                  <Link
                    to={page.path}
                    aria-current={normalisePathname(pathname) === page.path ? 'page' : undefined}
                  >
                    {navLabel(page)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Disclosure>
        <Disclosure
          label={
            <>
              <SearchIcon />
              <span className="site-header__button-text">Search</span>
            </>
          }
          buttonClassName="site-header__button site-header__search-button"
          panelClassName="site-header__search-panel"
          expandedMedia={SEARCH_ROW_MEDIA}
          focusFirstOnOpen
          isExpanded={open === 'search'}
          onExpandedChange={toggle('search')}
        >
          <SiteSearchBox />
        </Disclosure>
        <a className="site-header__phone" href={`tel:${brand.phone.e164}`}>
          <PhoneIcon />
          <span className="site-header__phone-text">
            <span className="site-header__phone-verb">Call </span>
            {brand.phone.display}
          </span>
        </a>
      </div>
    </header>
  );
}
