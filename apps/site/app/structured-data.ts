import {
  CALCULATOR_REGISTRY,
  calculatorPages,
  type CalculatorEntry,
} from '@lender/calculator-kit/registry';
import type { Brand } from './brand.ts';
import type { SitePage } from './site-map.ts';

/** A schema.org JSON-LD object, as React Router's `script:ld+json` meta descriptor takes it. */
export type JsonLd = Record<string, unknown>;

const SCHEMA_ORG = 'https://schema.org';

/** An absolute URL on the site's public origin: `/licensing` → `https://…/licensing`. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

/**
 * A US postal address written on one line ("100 Demo Street, Detroit, MI 48226") as a
 * schema.org PostalAddress. An address in another shape is kept whole as the street address,
 * so nothing is lost or made up.
 */
export function postalAddress(address: string): JsonLd {
  const parts = /^(.+),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(address.trim());
  if (!parts)
    return { '@type': 'PostalAddress', streetAddress: address.trim(), addressCountry: 'US' };
  const [, streetAddress, addressLocality, addressRegion, postalCode] = parts;
  return {
    '@type': 'PostalAddress',
    streetAddress,
    addressLocality,
    addressRegion,
    postalCode,
    addressCountry: 'US',
  };
}

/**
 * The lender as an Organization and a FinancialService (schema.org), for the home page: name,
 * NMLS ID, phone, address and logo from the brand, and the states it is licensed in.
 */
export function organizationJsonLd(brand: Brand, imageUrl: string): JsonLd {
  const home = absoluteUrl(brand.siteUrl, '/');
  const organizationId = `${home}#organization`;
  const nmls = { '@type': 'PropertyValue', propertyID: 'NMLS', value: brand.nmlsId };
  const address = postalAddress(brand.address);
  return {
    '@context': SCHEMA_ORG,
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: brand.lenderName,
        legalName: brand.legalEntityName,
        url: home,
        logo: absoluteUrl(brand.siteUrl, brand.logo.src),
        telephone: brand.phone.e164,
        address,
        identifier: nmls,
      },
      {
        '@type': 'FinancialService',
        '@id': `${home}#financial-service`,
        name: brand.lenderName,
        url: home,
        image: imageUrl,
        telephone: brand.phone.e164,
        address,
        identifier: nmls,
        parentOrganization: { '@id': organizationId },
        areaServed: brand.licenses.map((licence) => ({ '@type': 'State', name: licence.state })),
      },
    ],
  };
}

/**
 * The BreadcrumbList of a page below the home page: Home, then each registered page whose path
 * is a prefix of this one (a folder with no page of its own, such as /purchase, is skipped),
 * then the page itself.
 */
export function breadcrumbJsonLd(
  siteUrl: string,
  page: SitePage,
  pageAt: (path: string) => SitePage | undefined,
): JsonLd {
  const segments = page.path.split('/').filter(Boolean);
  const trail: { name: string; path: string }[] = [{ name: 'Home', path: '/' }];
  for (let depth = 1; depth < segments.length; depth++) {
    const path = `/${segments.slice(0, depth).join('/')}`;
    const ancestor = pageAt(path);
    if (ancestor) trail.push({ name: ancestor.title, path });
  }
  trail.push({ name: page.title, path: page.path });
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** schema.org ItemList of the calculator pages, in the hub's order: the hub's structured data. */
export function calculatorListJsonLd(
  siteUrl: string,
  registry: readonly CalculatorEntry[] = CALCULATOR_REGISTRY,
): JsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'ItemList',
    itemListElement: calculatorPages(registry).map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      url: absoluteUrl(siteUrl, entry.path),
    })),
  };
}
