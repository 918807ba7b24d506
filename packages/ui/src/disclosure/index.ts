export { Disclosure } from './Disclosure.tsx';
export type { DisclosureProps } from './Disclosure.tsx';
export { useMediaQuery } from './use-media-query.ts';
