// @ts-check
/**
 * The transport-neutral request and response shapes every route works with, so the Node server and the in-process
 * `execute(Request)` share one router.
 */

/**
 * @typedef {object} EmulatorRequest
 * @property {string} method upper-case
 * @property {URL} url absolute; its origin is the origin the client used
 * @property {Record<string, string>} headers lower-case names
 * @property {Buffer} body
 */
/**
 * @typedef {object} EmulatorResponse
 * @property {number} status
 * @property {Record<string, string>} headers
 * @property {string|Buffer} body
 * @property {boolean} [drop] close the connection without answering
 */

/**
 * @param {number} status
 * @param {unknown} value
 * @param {Record<string, string>} [headers]
 * @returns {EmulatorResponse}
 */
export function json(status, value, headers = {}) {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify(value) };
}

/**
 * @param {number} status
 * @param {string} markup
 * @param {Record<string, string>} [headers]
 * @returns {EmulatorResponse}
 */
export function html(status, markup, headers = {}) {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers }, body: markup };
}

/**
 * @param {number} status
 * @param {string} message
 * @param {Record<string, string>} [headers]
 * @returns {EmulatorResponse}
 */
export function text(status, message, headers = {}) {
  return { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers }, body: message };
}

/**
 * @param {string} location
 * @param {number} [status]
 * @returns {EmulatorResponse}
 */
export function redirect(location, status = 302) {
  return { status, headers: { location, 'content-type': 'text/plain; charset=utf-8' }, body: `Redirecting to ${location}` };
}

/** @returns {EmulatorResponse} */
export function notFound() {
  return text(404, 'Not found');
}

/**
 * @param {string} allow
 * @returns {EmulatorResponse}
 */
export function methodNotAllowed(allow) {
  return json(405, { errors: [{ message: `Method not allowed; use ${allow}` }] }, { allow });
}
