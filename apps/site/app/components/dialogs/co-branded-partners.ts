import type { CoBrandPartner } from './co-branded-rules.ts';

/**
 * Partners by their visitor-source marker (SPEC §6). A COO_ marker missing here still opens the
 * dialog, with the lender's own welcome. The demo partner is as fictional as the demo brand.
 */
export const CO_BRAND_PARTNERS: Readonly<Record<string, CoBrandPartner>> = {
  COO_DEMO_CU: { name: 'Demo Community Credit Union' },
};

/** The short muted clip the dialog plays (public/video), and its still for reduced motion. */
export const CO_BRANDED_VIDEO = {
  src: '/video/welcome.webm',
  poster: '/video/welcome-poster.svg',
  width: 640,
  height: 360,
} as const;
