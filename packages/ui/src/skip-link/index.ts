export { SkipLink } from './SkipLink.tsx';
export type { SkipLinkProps } from './SkipLink.tsx';
