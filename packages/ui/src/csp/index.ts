// react-aria, under several of these components, inserts two small <style> elements at run time:
// usePress marks pressable elements `touch-action: pan-x pan-y pinch-zoom` (no double-tap zoom
// delay), and usePreventScroll, while a modal is open, keeps scrolling inside it. A strict
// Content-Security-Policy (`style-src 'self'`) refuses both and reports a violation each time.
// These are the exact texts and their CSP hash sources, for a page's `style-src`; the test checks
// them against the react-aria this package installs, so an upgrade that changes them fails it.

/** The texts of the <style> elements react-aria inserts, as it inserts them. */
export const INSERTED_STYLE_TEXTS = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
] as const;

/**
 * CSP hash sources (`'sha256-…'`) of {@link INSERTED_STYLE_TEXTS}, to add to `style-src`:
 * `style-src 'self' ${INSERTED_STYLE_HASH_SOURCES.join(' ')}`.
 */
export const INSERTED_STYLE_HASH_SOURCES = [
  "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
  "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
] as const;
