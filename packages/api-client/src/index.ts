export { createApiClient } from './api-client.ts';
export type { ApiClient } from './api-client.ts';
export { REQUEST_TIMEOUT_MS } from './http.ts';
export type { ApiClientOptions } from './http.ts';
export { SUGGEST_PATH } from './suggest.ts';
