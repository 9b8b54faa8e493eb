// @ts-check
/**
 * The in-process Shopify Storefront API 2025-01 emulator: Shopify's real schema executed by graphql-js over
 * a deterministic demo shop and in-memory carts with a real shop's cart rules. No HTTP here; the server
 * (emulator/server) and unit tests (through msw) call `graphql()`.
 *
 * @example
 * const storefront = createStorefront();
 * const { status, body } = await storefront.graphql({
 *   query: '{ shop { name } }', token: DEMO_TOKEN, origin: 'http://127.0.0.1:4000',
 * });
 */
import { parse, validate, execute, GraphQLError } from 'graphql';
import { storefrontSchema, inContext } from './schema.mjs';
import { buildCatalog, indexCatalog } from './data/catalog.mjs';
import { createCartStore } from './cart/store.mjs';
import { marketFor } from './money.mjs';
import { fieldResolver, typeResolver } from './resolvers/index.mjs';
import { checkoutCart } from './checkout.mjs';

export const DEMO_TOKEN = 'shop-embed-demo-token';

/**
 * @typedef {{ query: string, variables?: object | null, operationName?: string | null,
 *   token: string | null, origin: string, acceptLanguage?: string | null }} GraphQLRequest
 * @typedef {{ status: number, body: Record<string, unknown> }} GraphQLResponse
 * @typedef {{ tokens?: string[], now?: () => Date }} StorefrontOptions
 */

/** @param {string | null | undefined} header */
function languageOf(header) {
  const first = header?.split(',')[0]?.trim().split(/[-;]/)[0]?.toUpperCase();
  return first && first !== '*' ? first : 'EN';
}

/** @param {string} message @param {number} status */
const failure = (message, status) => ({ status, body: { errors: [{ message }] } });

/**
 * Creates one storefront: its own carts, sharing the immutable schema and catalogue shape.
 * @param {StorefrontOptions} [options]
 */
export function createStorefront(options = {}) {
  const tokens = new Set(options.tokens ?? [DEMO_TOKEN]);
  const catalog = buildCatalog();
  const index = indexCatalog(catalog);
  const carts = createCartStore({ now: options.now ?? (() => new Date()) });
  const schema = storefrontSchema();

  return Object.freeze({
    catalog,
    /**
     * Executes one GraphQL request the way the Storefront API endpoint does.
     * @param {GraphQLRequest} req
     * @returns {Promise<GraphQLResponse>}
     */
    async graphql(req) {
      if (!req.token || !tokens.has(req.token)) {
        return {
          status: 401,
          body: { errors: [{ message: 'Unauthorized: invalid or missing Storefront API access token.', extensions: { code: 'UNAUTHORIZED' } }] },
        };
      }
      if (typeof req.query !== 'string' || req.query.trim() === '') return failure('Must provide query string.', 400);
      if (req.variables != null && (typeof req.variables !== 'object' || Array.isArray(req.variables))) {
        return failure('Variables must be provided as a JSON object.', 400);
      }
      let document;
      try {
        document = parse(req.query);
      } catch (error) {
        return { status: 200, body: { errors: [error instanceof GraphQLError ? error.toJSON() : { message: String(error) }] } };
      }
      const errors = validate(schema, document);
      if (errors.length > 0) return { status: 200, body: { errors: errors.map((e) => e.toJSON()) } };
      const variables = /** @type {Record<string, unknown>} */ (req.variables ?? {});
      const context = inContext(schema, document, req.operationName, variables);
      const country = context.country ?? 'US';
      const result = await execute({
        schema,
        document,
        fieldResolver,
        typeResolver,
        variableValues: variables,
        operationName: req.operationName ?? null,
        contextValue: {
          origin: req.origin,
          country,
          language: context.language ?? languageOf(req.acceptLanguage),
          market: marketFor(country),
          catalog,
          index,
          carts,
        },
      });
      return { status: 200, body: JSON.parse(JSON.stringify(result)) };
    },
    /**
     * The cart behind a hosted checkout page, as the JSON a full Cart selection gives (every line, not
     * paginated; URLs relative to the emulator's origin), and whether its order was placed.
     * @param {string} token
     */
    getCheckout(token) {
      const found = carts.byToken(token);
      return found
        ? { cart: checkoutCart(schema, found.cart, { country: found.cart.buyer.countryCode, catalog, index, carts }), completed: found.completed }
        : null;
    },
    /**
     * Places the order: the cart is gone afterwards (`cart(id)` is null). False for an unknown, already
     * completed or empty cart.
     * @param {string} token
     */
    completeCheckout(token) {
      return carts.complete(token);
    },
    /** Back to the initial state: no carts, the first cart token again. */
    reset() {
      carts.reset();
    },
  });
}

/** @typedef {ReturnType<typeof createStorefront>} Storefront */
