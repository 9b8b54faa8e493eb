// @ts-check
/**
 * `POST /api/{version}/graphql(.json)`: reads the JSON (or `application/graphql`) body and hands it to the storefront
 * core with the access token, origin and language of the request.
 */
import { parse } from 'graphql';
import { API_VERSIONS } from '../storefront/schema.mjs';
import { json, methodNotAllowed } from './respond.mjs';

/** @typedef {import('./respond.mjs').EmulatorRequest} EmulatorRequest */
/** @typedef {import('./respond.mjs').EmulatorResponse} EmulatorResponse */
/**
 * @typedef {object} GraphQLStore
 * @property {(req: { query: string, variables?: object|null, operationName?: string|null, token: string|null, origin: string, acceptLanguage?: string|null }) => Promise<{ status: number, body: object }>} graphql
 */

export const GRAPHQL_PATH = /^\/api(?:\/([^/]+))?\/graphql(?:\.json)?\/?$/;

/**
 * The version that serves a request to `pathname`: the one it names when the emulator has it, else the oldest it has, as
 * Shopify answers a retired (or absent) version with its oldest supported one. The answer names it in
 * `X-Shopify-API-Version`: "returns the API version that was used to execute each API request […] If the returned
 * version is different, then your app is out of date and Shopify defaulted to using the next oldest stable version"
 * (shopify.dev/tutorials/update-your-app-to-a-new-api-version, "Log for API response headers"; and shopify.dev/docs/api/
 * usage/versioning: a request without a version gets the oldest supported stable version too).
 * @param {string} pathname
 */
export function servedVersion(pathname) {
  const asked = GRAPHQL_PATH.exec(pathname)?.[1];
  return asked && API_VERSIONS.includes(asked) ? asked : /** @type {string} */ (API_VERSIONS[0]);
}

/**
 * @typedef {object} GraphQLBody
 * @property {string} query
 * @property {object|null} variables
 * @property {string|null} operationName
 */

/**
 * @param {EmulatorRequest} request
 * @returns {GraphQLBody | { error: string }}
 */
export function readGraphQLBody(request) {
  const raw = request.body.toString('utf8');
  if ((request.headers['content-type'] ?? '').startsWith('application/graphql')) return { query: raw, variables: null, operationName: null };
  /** @type {unknown} */
  let value;
  try {
    value = JSON.parse(raw);
  } catch {
    return { error: 'Request body is not valid JSON' };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { error: 'Request body must be a JSON object with a "query" string' };
  const body = /** @type {Record<string, unknown>} */ (value);
  if (typeof body.query !== 'string') return { error: 'Request body must be a JSON object with a "query" string' };
  const variables = body.variables && typeof body.variables === 'object' ? /** @type {object} */ (body.variables) : null;
  const operationName = typeof body.operationName === 'string' ? body.operationName : null;
  return { query: body.query, variables, operationName };
}

/**
 * The operation name a request runs, for the request log: the given name, else the name of the only operation,
 * else `(anonymous)`; `(invalid)` when the document does not parse.
 * @param {GraphQLBody} body
 */
export function operationNameOf(body) {
  if (body.operationName) return body.operationName;
  try {
    const operations = parse(body.query).definitions.filter((d) => d.kind === 'OperationDefinition');
    const [only] = operations;
    return operations.length === 1 && only && 'name' in only && only.name ? only.name.value : '(anonymous)';
  } catch {
    return '(invalid)';
  }
}

/**
 * @param {EmulatorRequest} request
 * @param {GraphQLBody | { error: string }} body
 * @param {GraphQLStore} store
 * @returns {Promise<EmulatorResponse>}
 */
export async function handleGraphQL(request, body, store) {
  const version = { 'x-shopify-api-version': servedVersion(request.url.pathname) };
  const response = await answer(request, body, store);
  return { ...response, headers: { ...response.headers, ...version } };
}

/**
 * @param {EmulatorRequest} request
 * @param {GraphQLBody | { error: string }} body
 * @param {GraphQLStore} store
 * @returns {Promise<EmulatorResponse>}
 */
async function answer(request, body, store) {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  if ('error' in body) return json(400, { errors: [{ message: body.error, extensions: { code: 'BAD_REQUEST' } }] });
  const result = await store.graphql({
    query: body.query,
    variables: body.variables,
    operationName: body.operationName,
    token: request.headers['x-shopify-storefront-access-token'] ?? null,
    origin: request.url.origin,
    acceptLanguage: request.headers['accept-language'] ?? null,
  });
  return json(result.status, result.body);
}
