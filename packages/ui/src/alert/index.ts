export { Alert } from './Alert.tsx';
export type { AlertProps } from './Alert.tsx';
