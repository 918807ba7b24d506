/**
 * The viewports every component is shown at: a phone, a tablet and a desktop, each inside the
 * SPEC §9 ranges (mobile ≤ 767 px, tablet 768–1289 px, desktop from 1290 px).
 */
export const VIEWPORTS = {
  mobile: { name: 'Mobile (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: {
    name: 'Desktop (1440 px)',
    styles: { width: '1440px', height: '900px' },
    type: 'desktop',
  },
} as const;

/** The name of one of {@link VIEWPORTS}. */
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * Story annotations that show a story at one viewport, in Storybook and in the vitest run
 * (which sizes the Chromium page from `globals.viewport`): `export const Mobile = { ...atViewport('mobile') }`.
 */
export function atViewport(name: ViewportName) {
  return { globals: { viewport: { value: name, isRotated: false } } };
}
