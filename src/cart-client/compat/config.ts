import { createStorefrontClient, type StorefrontClient, type StorefrontClientOptions } from '../client';
import { formatMessage } from '../format-message';

/** `buildClient`'s configuration, as `shopify-buy` 3.x takes it (the client's options of the same names). */
export type BuildClientConfig = Pick<
  StorefrontClientOptions,
  'domain' | 'storefrontAccessToken' | 'accessToken' | 'apiKey' | 'apiVersion' | 'language' | 'source'
>;

/** `client.config`: the resolved configuration. */
export interface LegacyConfig {
  readonly domain: string;
  readonly storefrontAccessToken: string;
  readonly apiVersion: string;
  readonly language?: string;
  readonly source?: string;
}

/**
 * The version `shopify-buy` 3.x calls unless told otherwise, and the oldest the facade's documents are written for. Not the
 * cart-client's `DEFAULT_API_VERSION`: a facade user gets what shopify-buy gave them (Shopify serves a retired version
 * with its oldest supported one, and the facade's documents are validated against the current schema too).
 */
export const COMPAT_API_VERSION = '2025-01';

let warnedOldVersion = false;

/**
 * Validates the SDK-style configuration and creates the Storefront client behind the facade. The deprecated token
 * names are passed on so the client prints its one deprecation warning.
 */
export function resolveCompatConfig(config: BuildClientConfig, fetchFunction?: typeof fetch): { client: StorefrontClient; config: LegacyConfig } {
  if (!config || typeof config !== 'object') throw new Error(formatMessage('buildClient(config) requires a config object'));
  if (!config.domain) throw new Error(formatMessage("buildClient() requires the option 'domain'"));
  if (!config.storefrontAccessToken && !config.accessToken && !config.apiKey) {
    throw new Error(formatMessage("buildClient() requires the option 'storefrontAccessToken'"));
  }
  // shopify-buy 3.x called 2025-01 by default; an older version left over from a v2 setup is raised to it (the facade's
  // documents use 2025-01 fields), a newer one is honoured.
  let apiVersion = config.apiVersion || COMPAT_API_VERSION;
  if (apiVersion < COMPAT_API_VERSION) {
    if (!warnedOldVersion)
      console.warn(
        formatMessage(
          `buildClient: apiVersion ${apiVersion} predates ${COMPAT_API_VERSION}, which the compat facade's documents need; using ${COMPAT_API_VERSION}`,
        ),
      );
    warnedOldVersion = true;
    apiVersion = COMPAT_API_VERSION;
  }
  const options: StorefrontClientOptions = { domain: config.domain, apiVersion };
  for (const key of ['storefrontAccessToken', 'accessToken', 'apiKey', 'language', 'source'] as const) {
    if (config[key]) options[key] = config[key];
  }
  // shopify-buy 3.x posted to /api/{version}/graphql, which Shopify answers as it does the documented graphql.json: the
  // facade sends that same URL, so whatever a caller keyed on it (its own fetch, a proxy rule) still matches.
  const send = fetchFunction ?? ((input, init) => fetch(input, init));
  options.fetch = (input, init) => send(String(input).replace(/\.json$/, ''), init);
  const client = createStorefrontClient(options);
  const resolved: { -readonly [K in keyof LegacyConfig]: LegacyConfig[K] } = {
    domain: config.domain,
    storefrontAccessToken: client.config.storefrontAccessToken!, // buildClient() requires one (above)
    apiVersion,
  };
  if (config.language) resolved.language = config.language;
  if (config.source) resolved.source = config.source;
  return { client, config: resolved };
}
