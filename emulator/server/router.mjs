// @ts-check
/**
 * One router for every transport: classifies a request, records it, applies any pending fault, dispatches to the
 * route and adds CORS headers. The Node server and `execute(Request)` both call `handle`.
 */
import { handleCheckout } from './checkout.mjs';
import { handleControls } from './controls.mjs';
import { corsHeaders, preflightHeaders } from './cors.mjs';
import { GRAPHQL_PATH, handleGraphQL, operationNameOf, readGraphQLBody } from './graphql.mjs';
import { json, notFound, redirect } from './respond.mjs';
import { serveStatic } from './static.mjs';

/** @typedef {import('./respond.mjs').EmulatorRequest} EmulatorRequest */
/** @typedef {import('./respond.mjs').EmulatorResponse} EmulatorResponse */
/** @typedef {import('./faults.mjs').Fault} Fault */
/**
 * @typedef {object} RouterDeps
 * @property {import('./graphql.mjs').GraphQLStore & import('./checkout.mjs').CheckoutStore} storefront
 * @property {{ handle(request: EmulatorRequest): EmulatorResponse }} content
 * @property {import('./faults.mjs').Faults} faults
 * @property {import('./faults.mjs').RequestLog} log
 * @property {{ get(name: string, width: number, height: number): Buffer }} images
 * @property {(pathname: string, query: URLSearchParams) => { name: string, width: number, height: number }} parseImagePath
 * @property {boolean} controls
 * @property {string} staticRoot
 * @property {() => void} reset
 */

/**
 * @param {string} pathname
 * @returns {{ route: string, category: 'graphql'|'content'|'other' }}
 */
export function classify(pathname) {
  if (GRAPHQL_PATH.test(pathname)) return { route: 'graphql', category: 'graphql' };
  if (pathname === '/content/api/v2' || pathname === '/content/api/v2/') return { route: 'content-api', category: 'content' };
  if (pathname.startsWith('/content/')) return { route: 'content-search', category: 'content' };
  if (pathname.startsWith('/checkouts/')) return { route: pathname.endsWith('/complete') ? 'checkout-complete' : 'checkout', category: 'other' };
  if (pathname.startsWith('/cdn/')) return { route: 'cdn', category: 'other' };
  if (pathname === '/') return { route: 'root', category: 'other' };
  if (pathname === '/builder' || pathname === '/builder/') return { route: 'builder', category: 'other' };
  if (/^\/(dist|examples|docs)(\/|$)/.test(pathname)) return { route: 'static', category: 'other' };
  return { route: 'not-found', category: 'other' };
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {RouterDeps} deps
 */
export function createRouter(deps) {
  /**
   * @param {EmulatorRequest} request
   * @returns {Promise<EmulatorResponse>}
   */
  async function handle(request) {
    const { pathname } = request.url;
    if (request.method === 'OPTIONS') return { status: 204, headers: preflightHeaders(request.headers), body: '' };
    if (pathname.startsWith('/__emulator/')) {
      const response = deps.controls ? handleControls(request, deps) : notFound();
      return withCors(response, request);
    }
    const { route, category } = classify(pathname);
    const body = route === 'graphql' && request.method === 'POST' ? readGraphQLBody(request) : null;
    const operation = body && !('error' in body) ? operationNameOf(body) : null;
    deps.log.record(route, operation);
    const fault = deps.faults.take(category, operation);
    if (fault?.kind === 'drop') return { status: 0, headers: {}, body: '', drop: true };
    if (fault?.kind === 'status429') {
      return withCors(json(429, faultBody(category, 429), fault.retryAfter < 0 ? {} : { 'retry-after': String(fault.retryAfter) }), request);
    }
    if (fault?.kind === 'status500') return withCors(json(500, faultBody(category, 500)), request);
    if (fault?.kind === 'graphqlErrors') {
      const errors = [{ message: 'Internal error. Looks like something went wrong on our end.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }];
      return withCors(json(200, { errors, data: null }), request);
    }
    if (fault?.kind === 'delay') await sleep(fault.delayMs);
    let response = await dispatch(request, route, body);
    if (fault?.kind === 'dropAfter') return { status: 0, headers: {}, body: '', drop: true };
    if (fault?.kind === 'malformed') response = truncate(response);
    if (fault?.reshape) response = reshape(response, fault.reshape);
    return withCors(response, request);
  }

  /**
   * @param {EmulatorRequest} request
   * @param {string} route
   * @param {ReturnType<typeof readGraphQLBody> | null} body
   * @returns {Promise<EmulatorResponse>}
   */
  async function dispatch(request, route, body) {
    switch (route) {
      case 'graphql':
        return handleGraphQL(request, body ?? { error: 'POST a JSON body' }, deps.storefront);
      case 'content-api':
      case 'content-search':
        return deps.content.handle(request);
      case 'checkout':
      case 'checkout-complete':
        return handleCheckout(request, deps.storefront);
      case 'cdn':
        return image(request);
      case 'root':
        return redirect('/examples/');
      case 'builder':
        // The builder is a static page of the build (dist/builder/), served beside the files its snippets load.
        return redirect('/dist/builder/');
      case 'static':
        return request.method === 'GET' || request.method === 'HEAD' ? serveStatic(deps.staticRoot, request.url) : notFound();
      default:
        return notFound();
    }
  }

  /**
   * @param {EmulatorRequest} request
   * @returns {EmulatorResponse}
   */
  function image(request) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFound();
    const { name, width, height } = deps.parseImagePath(request.url.pathname, request.url.searchParams);
    return {
      status: 200,
      headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable', 'timing-allow-origin': '*' },
      body: deps.images.get(name, width, height),
    };
  }

  return { handle };
}

/**
 * @param {'graphql'|'content'|'other'} category
 * @param {429|500} status
 */
function faultBody(category, status) {
  const message = status === 429 ? 'Throttled: too many requests, try again later.' : 'Internal error. Looks like something went wrong on our end.';
  if (category === 'graphql') return { errors: [{ message, extensions: { code: status === 429 ? 'THROTTLED' : 'INTERNAL_SERVER_ERROR' } }] };
  return { type: status === 429 ? 'api_rate_limit_error' : 'api_internal_error', message };
}

/**
 * The answer with its `data` changed where a field is named `key` (see `reshape` in faults.mjs): a shop or a proxy that
 * answers more than was asked for, or in another shape.
 * @param {EmulatorResponse} response
 * @param {{ key: string, times: number, value: unknown }} change
 * @returns {EmulatorResponse}
 */
function reshape(response, { key, times, value }) {
  const answer = JSON.parse(String(response.body));
  /** @param {any} node */
  const walk = (node) => {
    if (!node || typeof node !== 'object') return;
    for (const [name, child] of Object.entries(node)) {
      if (name === key && times && Array.isArray(child)) node[name] = Array.from({ length: child.length * times }, (_, i) => child[i % child.length]);
      else if (name === key && !times) node[name] = value;
      else walk(child);
    }
  };
  walk(answer.data);
  return { ...response, body: JSON.stringify(answer) };
}

/**
 * A 200 whose JSON body stops half way, as a cut connection through a proxy might deliver it.
 * @param {EmulatorResponse} response
 * @returns {EmulatorResponse}
 */
function truncate(response) {
  const full = Buffer.isBuffer(response.body) ? response.body : Buffer.from(response.body);
  const cut = full.subarray(0, Math.max(1, Math.floor(full.length / 2)));
  return { status: 200, headers: { ...response.headers, 'content-type': 'application/json; charset=utf-8' }, body: cut };
}

/**
 * @param {EmulatorResponse} response
 * @param {EmulatorRequest} request
 * @returns {EmulatorResponse}
 */
function withCors(response, request) {
  return { ...response, headers: { ...corsHeaders(request.headers), ...response.headers } };
}
