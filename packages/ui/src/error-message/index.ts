export { ErrorMessage } from './ErrorMessage.tsx';
export type { ErrorMessageProps } from './ErrorMessage.tsx';
