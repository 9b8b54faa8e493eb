// @ts-check
/**
 * CORS as a real shop answers it: any origin may call the Storefront API, the content API and the image CDN from a
 * browser, with the headers Shopify's and our clients send.
 */

export const ALLOWED_HEADERS = [
  'Content-Type',
  'Accept',
  'Accept-Language',
  'Authorization',
  'X-Requested-With',
  'X-Shopify-Storefront-Access-Token',
  'Shopify-Storefront-Private-Token',
  'Shopify-Storefront-Buyer-IP',
  'X-SDK-Variant',
  'X-SDK-Version',
  'X-SDK-Variant-Source',
];

/**
 * Headers added to every response.
 * @param {Record<string, string>} requestHeaders
 * @returns {Record<string, string>}
 */
export function corsHeaders(requestHeaders) {
  const origin = requestHeaders.origin;
  return {
    'access-control-allow-origin': origin && origin !== 'null' ? origin : '*',
    'access-control-expose-headers': 'Retry-After, X-Request-Id, X-Shopify-API-Version',
    vary: 'Origin',
  };
}

/**
 * Headers of a preflight answer (204).
 * @param {Record<string, string>} requestHeaders
 * @returns {Record<string, string>}
 */
export function preflightHeaders(requestHeaders) {
  return {
    ...corsHeaders(requestHeaders),
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': ALLOWED_HEADERS.join(', '),
    'access-control-max-age': '86400',
  };
}
