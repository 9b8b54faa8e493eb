// A Cloudflare Worker in front of a site: each page comes back with its shop-embed product cards drawn in its first HTML
// (priced, with each product's JSON-LD, adopted by the script without asking the shop again); everything else is the
// site's own answer, untouched. The shop's answers are kept for TTL seconds (memory, then the zone's cache). See README.md.
import { createRenderHandler } from 'shop-embed/server';

let handler;

export default {
  async fetch(request, env, ctx) {
    handler ??= createRenderHandler({
      origin: env.ORIGIN,
      domain: env.SHOP_DOMAIN,
      storefrontAccessToken: env.STOREFRONT_TOKEN,
      ttl: Number(env.TTL ?? 60),
    });
    return handler(request, ctx);
  },
};
