export { Link, NEW_TAB_TEXT, newTabRel } from './Link.tsx';
export type { LinkProps } from './Link.tsx';
