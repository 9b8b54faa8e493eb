// The requested cost of our documents, as Shopify counts it for tokenless access's limit: "calculated based on the cost
// of each field in the query in the same way as the GraphQL Admin API" (GraphQL Storefront API reference, "Query
// complexity limit for tokenless access", shopify.dev/docs/api/storefront/latest). Its defaults (Shopify API limits,
// "Cost calculation", shopify.dev/docs/api/usage/limits#cost-calculation): a scalar or an enum costs 0, an object 1, an
// interface or a union the maximum of its possible selections, a connection is "sized by first and last arguments" (two
// points plus the items it returns: Shopify Engineering, "Rate Limiting GraphQL APIs by Calculating Query Complexity"),
// a mutation 10. The emulator counts the same way with the schema in hand (emulator/storefront/cost.mjs); this reads the
// text alone: a field with a selection is an object, one with `first`/`last` and `nodes`/`edges` a connection, and the
// fragments of an abstract type are all counted (a ceiling: our documents' unions select no objects). A test holds the
// two to the same figure for every document the widgets send.
import type { Definition, Field, Selection } from './document';

export type Fragments = ReadonlyMap<string, readonly Selection[]>;

/** The fragments of a document by name. */
export const fragmentsOf = (definitions: readonly Definition[]): Fragments =>
  new Map(definitions.filter((d) => d.head.startsWith('fragment ')).map((d) => [d.head.split(' ')[1]!, d.body]));

/** The number a `first:`/`last:`/`ids:` argument asks for, its variable's value when it is one. */
export function argument(field: Field, name: string, variables: Readonly<Record<string, unknown>>): unknown {
  const match = new RegExp(`(?:^|[\\s,(])${name}:\\s*(\\$?\\w+)`).exec(field.args)?.[1];
  if (match === undefined) return undefined;
  return match.startsWith('$') ? variables[match.slice(1)] : Number(match);
}

/** The cost of a selection set. */
export function selectionCost(list: readonly Selection[], fragments: Fragments, variables: Readonly<Record<string, unknown>>): number {
  let total = 0;
  for (const s of list) {
    if (s.kind === 'field') total += fieldCost(s, fragments, variables);
    else total += selectionCost((s.kind === 'spread' ? fragments.get(s.name) : s.children) ?? [], fragments, variables);
  }
  return total;
}

/** A root field of a mutation costs 10 whatever it returns, plus what it selects. */
export const mutationFieldCost = (field: Field, fragments: Fragments, variables: Readonly<Record<string, unknown>>) =>
  10 + selectionCost(field.children ?? [], fragments, variables);

export function fieldCost(field: Field, fragments: Fragments, variables: Readonly<Record<string, unknown>>): number {
  if (!field.children) return 0;
  const size = argument(field, 'first', variables) ?? argument(field, 'last', variables);
  const item = itemCost(field.children, fragments, variables);
  if (size !== undefined && item !== null) return 2 + Number(size) * item;
  const each = 1 + selectionCost(field.children, fragments, variables);
  const ids = argument(field, 'ids', variables);
  return (Array.isArray(ids) ? ids.length : Number(size ?? 1)) * each;
}

/** One item of a connection (the dearer of its `nodes` and `edges { node }`); null when the selection is not a connection's. */
function itemCost(list: readonly Selection[], fragments: Fragments, variables: Readonly<Record<string, unknown>>): number | null {
  let best: number | null = null;
  for (const s of list) {
    if (s.kind !== 'field' || !s.children) continue;
    if (s.name === 'nodes') best = Math.max(best ?? 0, 1 + selectionCost(s.children, fragments, variables));
    if (s.name === 'edges')
      for (const inner of s.children)
        if (inner.kind === 'field' && inner.name === 'node' && inner.children)
          best = Math.max(best ?? 0, 1 + selectionCost(inner.children, fragments, variables));
  }
  return best;
}
