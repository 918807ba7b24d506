// Used at build time (vite.config.ts) and in tests, never in the page bundle:
// zod would add ~25 KB gzip to every page for a check that only needs to run once.
import { z } from 'zod';

/** Shape of brand.config.json: everything that makes the site one lender's site. */
export const BrandSchema = z.object({
  /** True for the shipped fictional brand; the footer then says so. */
  demo: z.boolean(),
  /** Lower-case product name used in analytics page names ('{product}:home', SPEC §2). */
  productName: z.string().regex(/^[a-z0-9-]+$/),
  lenderName: z.string().min(1),
  legalEntityName: z.string().min(1),
  /** Company NMLS unique identifier, digits only (SAFE Act; shown in every footer). */
  nmlsId: z.string().regex(/^\d{1,7}$/),
  phone: z.object({ display: z.string(), e164: z.string().regex(/^\+1\d{10}$/) }),
  address: z.string(),
  /**
   * Origin of the remote-support service: the screen-share page opens
   * `${supportHost}/api/start_session?short_key=…` (SPEC §7). https, no path.
   */
  supportHost: z
    .url({ protocol: /^https$/ })
    .refine((value) => URL.canParse(value) && new URL(value).origin === value, {
      error: 'supportHost must be an https origin without a path or a trailing slash',
    }),
  /**
   * Public origin of the site (https, no path). Canonical URLs, Open Graph URLs, structured data
   * and sitemap.xml are absolute on it; pre-rendered pages are built before any server runs, so
   * it is a brand setting rather than the server's SITE_URL (keep the two the same).
   */
  siteUrl: z
    .url({ protocol: /^https$/ })
    .refine((value) => URL.canParse(value) && new URL(value).origin === value, {
      error: 'siteUrl must be an https origin without a path or a trailing slash',
    }),
  /**
   * SPEC §3 `lead_type_code` of page views, button clicks and engagement starts: the lender's
   * code for a lead that comes from this website (its lead systems' own value; `web` in the demo).
   */
  leadTypeCode: z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/),
  /** The external application launcher the get-started page links to (SPEC §2). https. */
  applicationLauncherUrl: z.url({ protocol: /^https$/ }),
  logo: z.object({ src: z.string(), width: z.number().int(), height: z.number().int() }),
  colors: z.object({
    brand: z.string().regex(/^#[0-9a-f]{6}$/i),
    brandContrast: z.string().regex(/^#[0-9a-f]{6}$/i),
    accent: z.string().regex(/^#[0-9a-f]{6}$/i),
  }),
  licenses: z.array(
    z.object({ state: z.string(), type: z.string(), number: z.string(), regulator: z.string() }),
  ),
});

export type Brand = z.infer<typeof BrandSchema>;
