/** Id of the SPEC §3 client-configuration JSON block the server puts in every page's head. */
export const CLIENT_CONFIG_ELEMENT_ID = 'client-config';

/** The SPEC §3 client configuration, as the page reads it. */
export interface ClientConfig {
  readonly segmentKey?: string;
  readonly environment: string;
  readonly appVersion: string;
  readonly optimizelyUrl?: string;
  readonly sierraScriptUrl?: string;
  readonly rocketAssistUrl?: string;
  /** CALCULATORS_BASE_URL: where calculator bundles load from (a path here, or an https:// address). */
  readonly calculatorsBaseUrl: string;
}

const DEFAULTS: ClientConfig = {
  environment: 'prod',
  appVersion: '1.0.0',
  calculatorsBaseUrl: '/calculators',
};

/** A calculators base address the page may load code from: a path, or an https:// URL. */
function calculatorsBase(value: string | undefined): string {
  if (value === undefined) return DEFAULTS.calculatorsBaseUrl;
  return /^(\/(?!\/)[\w./-]*|https:\/\/\S+)$/.test(value) ? value : DEFAULTS.calculatorsBaseUrl;
}

/**
 * The client configuration from the page, or the defaults (analytics off) when the block is
 * missing or damaged: a page served without the server (a static preview) still works.
 */
export function readClientConfig(doc: Document = document): ClientConfig {
  const text = doc.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULTS;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return DEFAULTS;
    const config = value as Record<string, unknown>;
    const text_ = (key: string) =>
      typeof config[key] === 'string' && config[key] !== '' ? (config[key] as string) : undefined;
    return {
      environment: text_('environment') ?? DEFAULTS.environment,
      appVersion: text_('appVersion') ?? DEFAULTS.appVersion,
      calculatorsBaseUrl: calculatorsBase(text_('calculatorsBaseUrl')),
      ...(text_('segmentKey') && { segmentKey: text_('segmentKey') }),
      ...(text_('optimizelyUrl') && { optimizelyUrl: text_('optimizelyUrl') }),
      ...(text_('sierraScriptUrl') && { sierraScriptUrl: text_('sierraScriptUrl') }),
      ...(text_('rocketAssistUrl') && { rocketAssistUrl: text_('rocketAssistUrl') }),
    };
  } catch {
    return DEFAULTS;
  }
}
