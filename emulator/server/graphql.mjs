// @ts-check
/**
 * `POST /api/{version}/graphql(.json)`: reads the JSON (or `application/graphql`) body and hands it to the storefront
 * core with the access token, origin and language of the request.
 */
import { parse } from 'graphql';
import { json, methodNotAllowed } from './respond.mjs';

/** @typedef {import('./respond.mjs').EmulatorRequest} EmulatorRequest */
/** @typedef {import('./respond.mjs').EmulatorResponse} EmulatorResponse */
/**
 * @typedef {object} GraphQLStore
 * @property {(req: { query: string, variables?: object|null, operationName?: string|null, token: string|null, origin: string, acceptLanguage?: string|null }) => Promise<{ status: number, body: object }>} graphql
 */

export const GRAPHQL_PATH = /^\/api(?:\/[^/]+)?\/graphql(?:\.json)?\/?$/;

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
