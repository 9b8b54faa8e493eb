// @ts-check
// Relay connections the way the Storefront API pages them: first/after, last/before, reverse, 250 at most.
import { GraphQLError } from 'graphql';

// At most 250 items per page (changelog "New pagination limits for Liquid & Storefront GraphQL API": "The maximum Liquid
// page size has been increased from 50 to 250 to match the Storefront GraphQL API limit"). The same changelog and
// "Shopify API limits" (shopify.dev/docs/api/usage/limits, "Pagination limits") also stop pagination past the 25,000th
// item, with no documented error text; the demo catalogue's longest list is 630, so that limit is not emulated.
export const MAX_PAGE_SIZE = 250;

/**
 * @typedef {{ first?: number | null, last?: number | null, after?: string | null, before?: string | null, reverse?: boolean | null }} PageArgs
 */

/** @param {string} key @param {number} index */
export function encodeCursor(key, index) {
  return Buffer.from(JSON.stringify({ last_id: key, last_value: index })).toString('base64');
}

/**
 * Position just past the cursor's item: found by key first (survives insertions), else by the stored index.
 * @param {string} cursor @param {string[]} keys @param {string} fieldName
 */
function cursorIndex(cursor, keys, fieldName) {
  /** @type {{ last_id?: unknown, last_value?: unknown }} */
  let data;
  try {
    data = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8'));
  } catch {
    throw new GraphQLError(`Invalid cursor for current pagination sort on field '${fieldName}'.`);
  }
  const byKey = typeof data.last_id === 'string' ? keys.indexOf(data.last_id) : -1;
  if (byKey >= 0) return byKey;
  if (typeof data.last_value === 'number') return Math.min(data.last_value, keys.length - 1);
  throw new GraphQLError(`Invalid cursor for current pagination sort on field '${fieldName}'.`);
}

/** @param {PageArgs} args @param {string} fieldName */
function checkSize(args, fieldName) {
  if (args.first == null && args.last == null) throw new GraphQLError('you must provide one of first or last');
  for (const name of /** @type {const} */ (['first', 'last'])) {
    const value = args[name];
    if (value == null) continue;
    if (value < 0) throw new GraphQLError(`Argument '${name}' on Field '${fieldName}' must be a non-negative integer.`);
    if (value > MAX_PAGE_SIZE) {
      throw new GraphQLError(
        `Argument '${name}' on Field '${fieldName}' has an invalid value (${value}). Expected a value of at most ${MAX_PAGE_SIZE}.`,
      );
    }
  }
}

/**
 * One page of `items` as a connection object.
 * @template T
 * @param {readonly T[]} items
 * @param {PageArgs} args
 * @param {(item: T) => string} keyOf  stable key used in cursors
 * @param {string} fieldName           for error messages
 */
export function paginate(items, args, keyOf, fieldName) {
  checkSize(args, fieldName);
  const list = args.reverse ? [...items].reverse() : [...items];
  const keys = list.map(keyOf);
  let start = 0;
  let end = list.length;
  if (args.after) start = cursorIndex(args.after, keys, fieldName) + 1;
  if (args.before) end = Math.max(start, cursorIndex(args.before, keys, fieldName));
  let from = start;
  let to = end;
  if (args.first != null) to = Math.min(to, from + args.first);
  if (args.last != null) from = Math.max(from, to - args.last);
  const edges = list.slice(from, to).map((node, i) => ({ cursor: encodeCursor(keys[from + i] ?? '', from + i), node }));
  return {
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: {
      hasNextPage: to < list.length,
      hasPreviousPage: from > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/** A connection with nothing in it, for features the demo shop does not have (selling plans, store pickup…). */
export function emptyConnection() {
  return { edges: [], nodes: [], filters: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } };
}

/**
 * Splits a Shopify global id: `gid://shopify/Cart/abc?key=1` → { type: 'Cart', id: 'abc', params }.
 * @param {unknown} gid
 */
export function parseGid(gid) {
  if (typeof gid !== 'string') return null;
  const match = /^gid:\/\/shopify\/(\w+)\/([^?]+)(?:\?(.*))?$/.exec(gid);
  if (!match) return null;
  return { type: match[1] ?? '', id: match[2] ?? '', params: new URLSearchParams(match[3] ?? '') };
}
