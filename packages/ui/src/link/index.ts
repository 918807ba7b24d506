import '../button/Button.css';
import '../error-message/ErrorMessage.css';
import './Link.css';

export { Link, NEW_TAB_TEXT, newTabRel } from './Link.tsx';
export type { LinkProps } from './Link.tsx';
