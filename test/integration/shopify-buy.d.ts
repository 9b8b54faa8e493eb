// shopify-buy 3.x ships no types; the integration test drives it as plain JavaScript, as a site would.
declare module 'shopify-buy' {
  const Client: { buildClient(config: Record<string, unknown>, fetchFunction?: typeof fetch): any };
  export default Client;
}
