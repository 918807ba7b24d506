// The words of a consent record, shared by the database schema, the services and the routes.

/** How a record reaches someone: an e-mail address, a phone for calls, a phone for texts. */
export const CONSENT_CHANNELS = ['email', 'phone', 'sms'] as const;
/** What the visitor asked for. */
export const CONSENT_ACTIONS = ['opt-out', 'opt-in'] as const;
/** Where the request came from: a site form, a marketing-cloud e-mail link, or a server-to-server call. */
export const CONSENT_SOURCES = ['form', 'marketing-cloud', 'api'] as const;

export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
