// @ts-check
/**
 * The `routes` query parameter as the content API reads it: `[{"type":"page","path":"/:lang/:uid"}]` gives every
 * document of that type, and every link to one, its `url`. Only `:uid`, `:lang` and `:type` (with an optional `?`) are
 * filled; resolvers through content relationships are not modelled.
 */

/** @typedef {{ type: string, path: string, uid?: string, lang?: string }} Route */

export class RoutesError extends Error {}

/**
 * @param {string|null} raw
 * @returns {Route[]}
 */
export function parseRoutes(raw) {
  if (raw === null || raw === '') return [];
  let routes;
  try {
    routes = JSON.parse(raw);
  } catch {
    throw new RoutesError(`routes is not JSON: ${raw}`);
  }
  if (!Array.isArray(routes) || routes.some((r) => !r || typeof r.type !== 'string' || typeof r.path !== 'string'))
    throw new RoutesError('routes must be a list of { "type", "path" }');
  return routes;
}

/**
 * The URL a document (or a link to one) gets, or null when no route matches.
 * @param {Route[]} routes
 * @param {{ type?: unknown, uid?: unknown, lang?: unknown }} doc
 */
export function resolveUrl(routes, doc) {
  const route = routes.find(
    (r) => r.type === doc.type && (r.uid === undefined || r.uid === doc.uid) && (r.lang === undefined || r.lang === doc.lang),
  );
  if (!route) return null;
  /** @type {Record<string, unknown>} */
  const values = { uid: doc.uid, lang: doc.lang, type: doc.type };
  let missing = false;
  const path = route.path.replace(/\/:(\w+)(\?)?/g, (_, name, optional) => {
    const value = values[name];
    if (typeof value === 'string' && value !== '') return `/${encodeURIComponent(value)}`;
    if (!optional) missing = true;
    return '';
  });
  return missing ? null : path || '/';
}

/**
 * A copy of `value` with `url` filled in on every document link inside it.
 * @template T
 * @param {Route[]} routes
 * @param {T} value
 * @returns {T}
 */
export function withLinkUrls(routes, value) {
  if (Array.isArray(value)) return /** @type {T} */ (value.map((v) => withLinkUrls(routes, v)));
  if (!value || typeof value !== 'object') return value;
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [key, v] of Object.entries(value)) out[key] = withLinkUrls(routes, v);
  if (out.link_type === 'Document') out.url = resolveUrl(routes, out);
  return /** @type {T} */ (out);
}
