// @ts-check
/**
 * Test-only fault injection and request accounting. Faults are consumed in the order they were added by the next
 * matching requests; the request log lets browser tests assert how many calls a page made.
 */

/**
 * `drop` closes the connection before the request runs; `dropAfter` runs it (a mutation is applied) and then closes the
 * connection without an answer; `malformed` runs it and cuts the answer half way; `graphqlErrors` answers 200 with
 * top-level `errors` and no data, without running it; `reshape` runs it and changes the answer's `data` wherever a field
 * is named `key`: a list repeated to `times` its length (an answer larger than asked for), or the value replaced by `value`
 * (an answer of the wrong shape).
 * @typedef {'delay'|'status429'|'status500'|'drop'|'dropAfter'|'malformed'|'graphqlErrors'|'reshape'} FaultKind
 */
/** @typedef {'graphql'|'content'|'all'} FaultMatch */
/**
 * @typedef {object} FaultInput
 * @property {FaultKind} kind
 * @property {number} [count] how many matching requests it applies to (default 1)
 * @property {number} [delayMs] for `delay` (default 500)
 * @property {number} [retryAfter] seconds for the `Retry-After` header of `status429` (default 1)
 * @property {FaultMatch} [match] which requests it applies to (default `all`)
 * @property {string} [operation] only GraphQL requests of this operation name (`CartLinesAdd`…)
 * @property {string} [key] for `reshape`: the field name changed (`nodes`, `queries`)
 * @property {number} [times] for `reshape`: each list under `key` repeated to this many times its length
 * @property {unknown} [value] for `reshape` without `times`: what each field named `key` holds instead
 */
/**
 * @typedef {object} Fault
 * @property {FaultKind} kind
 * @property {number} remaining
 * @property {number} delayMs
 * @property {number} retryAfter
 * @property {FaultMatch} match
 * @property {string | null} operation
 * @property {{ key: string, times: number, value: unknown } | null} reshape
 */

export const FAULT_KINDS = /** @type {const} */ (['delay', 'status429', 'status500', 'drop', 'dropAfter', 'malformed', 'graphqlErrors', 'reshape']);
export const FAULT_MATCHES = /** @type {const} */ (['graphql', 'content', 'all']);

/**
 * Checks a fault description (from JSON or code) and returns the normalised fault, or throws a readable error.
 * @param {unknown} input
 * @returns {Fault}
 */
export function parseFault(input) {
  if (!input || typeof input !== 'object') throw new TypeError('fault must be an object like {"kind":"status500","count":1}');
  const value = /** @type {Record<string, unknown>} */ (input);
  const kind = /** @type {FaultKind} */ (value.kind);
  if (!FAULT_KINDS.includes(kind)) throw new TypeError(`fault kind must be one of ${FAULT_KINDS.join(', ')}`);
  const match = /** @type {FaultMatch} */ (value.match ?? 'all');
  if (!FAULT_MATCHES.includes(match)) throw new TypeError(`fault match must be one of ${FAULT_MATCHES.join(', ')}`);
  const count = positiveInt(value.count, 1, 'count');
  const delayMs = positiveInt(value.delayMs, 500, 'delayMs', true);
  // `retryAfter: null` sends a 429 without the header.
  const retryAfter = value.retryAfter === null ? -1 : positiveInt(value.retryAfter, 1, 'retryAfter', true);
  if (value.operation !== undefined && typeof value.operation !== 'string') throw new TypeError('fault operation must be a string');
  if (kind === 'reshape' && typeof value.key !== 'string') throw new TypeError('fault reshape needs a key (the field name to change)');
  const reshape =
    kind === 'reshape' ? { key: String(value.key), times: positiveInt(value.times, 0, 'times', true), value: value.value ?? null } : null;
  return { kind, remaining: count, delayMs, retryAfter, match, operation: value.operation ?? null, reshape };
}

/**
 * @param {unknown} value
 * @param {number} fallback
 * @param {string} name
 * @param {boolean} [zeroAllowed]
 */
function positiveInt(value, fallback, name, zeroAllowed = false) {
  if (value === undefined || value === null) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < (zeroAllowed ? 0 : 1))
    throw new TypeError(`fault ${name} must be a ${zeroAllowed ? 'non-negative' : 'positive'} integer`);
  return n;
}

/** A queue of pending faults. */
export function createFaults() {
  /** @type {Fault[]} */
  let queue = [];
  return {
    /**
     * Adds a fault for the next `count` matching requests.
     * @param {FaultInput} input
     */
    add(input) {
      const fault = parseFault(input);
      queue.push(fault);
      return { ...fault };
    },
    /**
     * Takes one use of the first pending fault that applies to a request of this category (and GraphQL operation).
     * @param {'graphql'|'content'|'other'} category
     * @param {string|null} [operation]
     * @returns {Fault|null}
     */
    take(category, operation = null) {
      const fault = queue.find((f) => (f.match === 'all' || f.match === category) && (!f.operation || f.operation === operation));
      if (!fault) return null;
      fault.remaining -= 1;
      if (fault.remaining <= 0) queue = queue.filter((f) => f !== fault);
      return { ...fault };
    },
    /** @returns {Fault[]} */
    pending() {
      return queue.map((f) => ({ ...f }));
    },
    clear() {
      queue = [];
    },
  };
}

/** @typedef {ReturnType<typeof createFaults>} Faults */

/**
 * @typedef {object} RequestCounts
 * @property {number} total
 * @property {Record<string, number>} routes count per route name (`graphql`, `content-search`, `cdn` …)
 * @property {Record<string, number>} operations count per GraphQL operation name (`(anonymous)` when unnamed)
 */

/** Counts requests by route and GraphQL operation since the last reset. */
export function createRequestLog() {
  /** @type {RequestCounts} */
  let counts = { total: 0, routes: {}, operations: {} };
  return {
    /**
     * @param {string} route
     * @param {string|null} [operation]
     */
    record(route, operation = null) {
      counts.total += 1;
      counts.routes[route] = (counts.routes[route] ?? 0) + 1;
      if (operation) counts.operations[operation] = (counts.operations[operation] ?? 0) + 1;
    },
    /** @returns {RequestCounts} */
    snapshot() {
      return { total: counts.total, routes: { ...counts.routes }, operations: { ...counts.operations } };
    },
    clear() {
      counts = { total: 0, routes: {}, operations: {} };
    },
  };
}

/** @typedef {ReturnType<typeof createRequestLog>} RequestLog */
