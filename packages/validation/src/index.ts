export { messages } from './messages.ts';
export type { Messages } from './messages.ts';
export { keepZipDigits, ZIP_CODE_LENGTH, ZipCodeSchema } from './zip.ts';
export type { ZipCode } from './zip.ts';
export { SuggestResponseSchema } from './suggest.ts';
export type { SuggestResponse } from './suggest.ts';
