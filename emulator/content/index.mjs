// @ts-check
/**
 * A Prismic-shaped content API (REST API v2) under `/content/api/v2`: the repository root with refs and the
 * `everything` form, and `documents/search` with ref, q, lang, pageSize, page, after, orderings and routes.
 */
import { json } from '../server/respond.mjs';
import { LANGUAGES, MASTER_LANG, MASTER_REF, RELEASE, TAGS, TYPES, buildDocuments } from './documents.mjs';
import { PredicateParseError, filterDocuments, parseOrderings, parseQueries, sortDocuments } from './predicates.mjs';
import { RoutesError, parseRoutes, resolveUrl, withLinkUrls } from './routes.mjs';

export { DOC, MASTER_REF, MASTER_LANG, RELEASE } from './documents.mjs';

/** @typedef {import('../server/respond.mjs').EmulatorRequest} EmulatorRequest */
/** @typedef {import('../server/respond.mjs').EmulatorResponse} EmulatorResponse */

export const CONTENT_BASE = '/content/api/v2';
const VERSION = 'a1b2c3d';
const LICENSE = 'All Rights Reserved';
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/**
 * @param {{ handles: () => string[], token?: string|null }} options `handles` lists storefront product handles for
 *   the `product_list` slices; `token`, when set, makes the repository private (an `access_token` is required).
 */
export function createContentApi({ handles, token = null }) {
  return {
    /**
     * @param {EmulatorRequest} request
     * @returns {EmulatorResponse}
     */
    handle(request) {
      const { url } = request;
      const origin = url.origin;
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return json(405, { type: 'api_validation_error', message: 'Only GET is supported' }, { allow: 'GET' });
      if (token !== null) {
        const given = url.searchParams.get('access_token') ?? url.searchParams.get('accessToken');
        if (given !== token) {
          const message = given ? 'Invalid access token' : 'Access token required for this private repository';
          return json(401, {
            type: 'api_security_error',
            error: message,
            message,
            oauth_initiate: `${origin}/content/auth`,
            oauth_token: `${origin}/content/auth/token`,
          });
        }
      }
      const path = url.pathname.replace(/\/+$/, '');
      if (path === CONTENT_BASE) return json(200, repository(origin));
      if (path === `${CONTENT_BASE}/documents/search`) {
        const release = url.searchParams.get('ref') === RELEASE.ref;
        return search(url, buildDocuments({ origin, handles: handles(), release }));
      }
      return json(404, { type: 'api_notfound_error', message: `${url.pathname} not found` });
    },
  };
}

/**
 * The repository root, the shape @prismicio/client reads refs and forms from.
 * @param {string} origin
 */
export function repository(origin) {
  const field = (/** @type {string} */ type, multiple = false, extra = {}) => ({ type, multiple, ...extra });
  return {
    refs: [{ id: 'master', ref: MASTER_REF, label: 'Master', isMasterRef: true }, { ...RELEASE }],
    integrationFieldsRef: null,
    bookmarks: {},
    types: { ...TYPES },
    languages: LANGUAGES.map((l) => ({ ...l })),
    tags: [...TAGS],
    forms: {
      everything: {
        method: 'GET',
        enctype: 'application/x-www-form-urlencoded',
        action: `${origin}${CONTENT_BASE}/documents/search`,
        fields: {
          ref: field('String'),
          q: field('String', true),
          lang: field('String'),
          page: field('Integer', false, { default: '1' }),
          pageSize: field('Integer', false, { default: String(DEFAULT_PAGE_SIZE) }),
          after: field('String'),
          fetch: field('String'),
          fetchLinks: field('String'),
          graphQuery: field('String'),
          orderings: field('String'),
          referer: field('String'),
          access_token: field('String'),
        },
      },
    },
    experiments: { draft: [], running: [] },
    oauth_initiate: `${origin}/content/auth`,
    oauth_token: `${origin}/content/auth/token`,
    version: VERSION,
    license: LICENSE,
  };
}

/**
 * @param {URL} url
 * @param {import('./documents.mjs').PrismicDocument[]} all
 * @returns {EmulatorResponse}
 */
function search(url, all) {
  const params = url.searchParams;
  const ref = params.get('ref');
  if (!ref) return json(400, { type: 'api_validation_error', message: 'The ref parameter is required. Use the master ref from the API root.' });
  if (ref !== MASTER_REF && ref !== RELEASE.ref) {
    return json(404, { type: 'api_notfound_error', message: `Ref not found. Check the ref and try again. Master ref is: ${MASTER_REF}` });
  }
  let predicates;
  let orderings;
  let routes;
  try {
    predicates = parseQueries(params.getAll('q'));
    orderings = parseOrderings(params.get('orderings'));
    routes = parseRoutes(params.get('routes'));
  } catch (error) {
    if (error instanceof RoutesError) return json(400, { type: 'api_validation_error', message: error.message });
    if (!(error instanceof PredicateParseError)) throw error;
    return json(400, { type: 'parsing-error', message: error.message, pos: { line: 1, column: error.column, id: 0, location: error.source } });
  }
  const page = integerParam(params, 'page', 1);
  const pageSize = integerParam(params, 'pageSize', DEFAULT_PAGE_SIZE);
  if (page === null || pageSize === null) {
    return json(400, { type: 'api_validation_error', message: 'page and pageSize must be positive integers' });
  }
  const lang = params.get('lang') ?? MASTER_LANG;
  const inLang = lang === '*' ? all : all.filter((doc) => doc.lang === lang);
  let matching = sortDocuments(filterDocuments(inLang, predicates), orderings);
  const after = params.get('after');
  if (after) {
    const index = matching.findIndex((doc) => doc.id === after);
    if (index >= 0) matching = matching.slice(index + 1);
  }
  const size = Math.min(pageSize, MAX_PAGE_SIZE);
  const totalPages = Math.ceil(matching.length / size);
  const results = matching.slice((page - 1) * size, page * size);
  const pageUrl = (/** @type {number} */ n) => {
    const next = new URL(url.href);
    next.searchParams.set('page', String(n));
    return next.href;
  };
  return json(200, {
    page,
    results_per_page: size,
    results_size: results.length,
    total_results_size: matching.length,
    total_pages: totalPages,
    next_page: page < totalPages ? pageUrl(page + 1) : null,
    prev_page: page > 1 && totalPages > 0 ? pageUrl(Math.min(page - 1, totalPages)) : null,
    results: routes.length ? results.map((doc) => ({ ...withLinkUrls(routes, doc), url: resolveUrl(routes, doc) })) : results,
    version: VERSION,
    license: LICENSE,
  });
}

/**
 * @param {URLSearchParams} params
 * @param {string} name
 * @param {number} fallback
 * @returns {number|null} null when present but not a positive integer
 */
function integerParam(params, name, fallback) {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : null;
}
