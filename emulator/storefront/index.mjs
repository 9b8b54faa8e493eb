// @ts-check
/**
 * The in-process Shopify Storefront API 2026-04 emulator: Shopify's real schema executed by graphql-js over
 * a deterministic demo shop and in-memory carts with a real shop's cart rules. No HTTP here; the server
 * (emulator/server) and unit tests (through msw) call `graphql()`.
 *
 * @example
 * const storefront = createStorefront();
 * const { status, body } = await storefront.graphql({
 *   query: '{ shop { name } }', token: DEMO_TOKEN, origin: 'http://127.0.0.1:4000',
 * });
 */
import { parse, validate, execute, getOperationAST, getVariableValues, GraphQLError } from 'graphql';
import { storefrontSchema, inContext } from './schema.mjs';
import { buildCatalog, indexCatalog } from './data/catalog.mjs';
import { createCartStore } from './cart/store.mjs';
import { marketFor } from './money.mjs';
import { fieldResolver, typeResolver } from './resolvers/index.mjs';
import { checkoutCart } from './checkout.mjs';
import { inputArrayError, depthError, complexityError, TOKENLESS_MAX_COST } from './limits.mjs';
import { queryCost } from './cost.mjs';

export const DEMO_TOKEN = 'shop-embed-demo-token';

/**
 * @typedef {{ query: string, variables?: object | null, operationName?: string | null,
 *   token: string | null, origin: string, acceptLanguage?: string | null }} GraphQLRequest
 * @typedef {{ status: number, body: Record<string, unknown> }} GraphQLResponse
 * @typedef {object} StorefrontOptions
 * @property {string[]} [tokens] storefront access tokens accepted (default: the demo token)
 * @property {() => Date} [now] the clock carts use
 * @property {boolean} [tokenless] accept requests without a token, as a shop does, with tokenless access's complexity limit
 *   (1,000); default false: such requests are refused with 401
 * @property {number | null} [maxQueryCost] a complexity limit for requests with a token too (Shopify documents none), so
 *   tests can hold a document to the tokenless limit; default none
 */

/** @param {string | null | undefined} header */
function languageOf(header) {
  const first = header?.split(',')[0]?.trim().split(/[-;]/)[0]?.toUpperCase();
  return first && first !== '*' ? first : 'EN';
}

/** @param {string} message @param {number} status */
const failure = (message, status) => ({ status, body: { errors: [{ message }] } });

/**
 * The documented limits on one query document (./limits.mjs, ./cost.mjs), checked before anything runs. Documents whose operation
 * or variables are invalid pass through: execute reports those the usual way.
 * @param {import('graphql').GraphQLSchema} schema @param {import('graphql').DocumentNode} document
 * @param {string | null | undefined} operationName @param {Record<string, unknown>} variables @param {number | null} maxCost
 */
function refusal(schema, document, operationName, variables, maxCost) {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return null;
  const tooDeep = depthError(operation, document);
  if (tooDeep) return tooDeep;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (coerced.errors) return null;
  const tooLong = inputArrayError(schema, operation, document, coerced.coerced);
  if (tooLong) return { errors: [tooLong.toJSON()] };
  const cost = maxCost === null ? 0 : queryCost(schema, operation, document, coerced.coerced);
  return maxCost !== null && cost > maxCost ? complexityError(cost, maxCost) : null;
}

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
  /**
   * Each query text parsed and validated once, as a GraphQL server caches documents: a page sends the same few texts
   * over and over, and validating the cart's against the whole schema took longer than running it. The last 100 kept.
   */
  const documents = new Map();
  /** @param {string} query @returns {{ document: import('graphql').DocumentNode } | { errors: object[] }} */
  function checkedDocument(query) {
    let checked = documents.get(query);
    if (!checked) {
      try {
        const document = parse(query);
        const errors = validate(schema, document);
        checked = errors.length > 0 ? { errors: errors.map((e) => e.toJSON()) } : { document };
      } catch (error) {
        checked = { errors: [error instanceof GraphQLError ? error.toJSON() : { message: String(error) }] };
      }
      if (documents.size >= 100) documents.delete(documents.keys().next().value);
    }
    documents.delete(query); // most recently used last
    documents.set(query, checked);
    return checked;
  }

  return Object.freeze({
    catalog,
    /**
     * Executes one GraphQL request the way the Storefront API endpoint does.
     * @param {GraphQLRequest} req
     * @returns {Promise<GraphQLResponse>}
     */
    async graphql(req) {
      const tokenless = !req.token && options.tokenless === true;
      if (!tokenless && (!req.token || !tokens.has(req.token))) {
        return {
          status: 401,
          body: { errors: [{ message: 'Unauthorized: invalid or missing Storefront API access token.', extensions: { code: 'UNAUTHORIZED' } }] },
        };
      }
      if (typeof req.query !== 'string' || req.query.trim() === '') return failure('Must provide query string.', 400);
      if (req.variables != null && (typeof req.variables !== 'object' || Array.isArray(req.variables))) {
        return failure('Variables must be provided as a JSON object.', 400);
      }
      const checked = checkedDocument(req.query);
      if ('errors' in checked) return { status: 200, body: { errors: checked.errors } };
      const { document } = checked;
      const variables = /** @type {Record<string, unknown>} */ (req.variables ?? {});
      const refused = refusal(schema, document, req.operationName, variables, tokenless ? TOKENLESS_MAX_COST : (options.maxQueryCost ?? null));
      if (refused) return { status: 200, body: refused };
      // Shopify: "If an unsupported language or country is requested via @inContext, the response will fall back to
      // supported values. In all cases, the actual country and language context will be returned as a response extension"
      // (shopify.dev/changelog/storefront-api-incontext-directive-supports-languages). So a country without a market of its
      // own is answered as the primary market's (US), and the language asked for where that market offers it, else the
      // shop's primary language (every market here offers English). A code that is not one of the CountryCode or
      // LanguageCode enum's values (`QQ`) never gets here: as any GraphQL server, the variable is refused (errors, no data).
      const context = inContext(schema, document, req.operationName, variables);
      const market = marketFor(context.country ?? 'US');
      const country = market.countryCode;
      const asked = context.language ?? languageOf(req.acceptLanguage);
      const language = market.languages.includes(asked) ? asked : 'EN';
      const result = await execute({
        schema,
        document,
        fieldResolver,
        typeResolver,
        variableValues: variables,
        operationName: req.operationName ?? null,
        contextValue: {
          tokenless,
          origin: req.origin,
          country,
          language,
          market,
          catalog,
          index,
          carts,
        },
      });
      // The country and language the answer is in, as Shopify says them beside it ("In all cases, the actual country and
      // language context will be returned as a response extension": shopify.dev/changelog/storefront-api-incontext-directive-supports-languages).
      return { status: 200, body: JSON.parse(JSON.stringify({ ...result, extensions: { context: { country, language } } })) };
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
