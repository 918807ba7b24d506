import brandConfig from '../brand.config.json' with { type: 'json' };
import type { Brand } from './brand-schema.ts';

export type { Brand };

/** The active brand. vite.config.ts checks it against BrandSchema, so a typo fails the build. */
export const brand: Brand = brandConfig;

/** NMLS Consumer Access page of the company, where visitors verify its licences. */
export function nmlsConsumerAccessUrl(nmlsId: string): string {
  return `https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/${encodeURIComponent(nmlsId)}`;
}
