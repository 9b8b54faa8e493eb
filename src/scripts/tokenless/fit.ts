// What a document becomes without a token. Shopify's GraphQL Storefront API reference ("Authentication",
// shopify.dev/docs/api/storefront/latest#authentication): tokenless access reaches "Products and Collections, Selling
// Plans, Search, Pages, Blogs, and Articles, Cart (read/write)"; "Product Tags, Metaobjects and Metafields, Menu (Online
// Store navigation), Customers" need a token, and so do a variant's `quantityAvailable` and a product's `totalAvailable`
// (the `unauthenticated_read_product_inventory` scope, "Shopify API access scopes", shopify.dev/docs/api/usage/access-scopes;
// the Storefront Web Components' guide: an access token is needed "to display the inventory count or any custom data").
// "Tokenless access has a query complexity limit of 1,000" and "query complexity that exceeds 1,000 will result in an
// error" (the same reference, "Query complexity limit for tokenless access"). So: those fields are left out, pages are
// kept small, and a batch of reads goes out in as few documents of at most 1,000 as hold it.
import { argument, fieldCost, fragmentsOf, mutationFieldCost, type Fragments } from './cost';
import { printDefinition, printSelection, type Definition, type Field, type Selection } from './document';

export const TOKENLESS_MAX_COST = 1000;

/** Fields only a token may read (above), by name: none of our documents has another field of these names. */
const TOKEN_ONLY = new Set([
  'quantityAvailable',
  'totalAvailable',
  'tags',
  'metafield',
  'metafields',
  'metaobject',
  'metaobjects',
  'menu',
  'customer',
  'cartMetafieldsSet',
  'cartMetafieldDelete',
]);

/**
 * The most items a page asks for without a token. A card's selling plans, a cart line's plans and the cart's lines come
 * five at a time (the cart reads its further lines page by page: cart-fetch.ts), so fifty cards cost five requests and a
 * cart about 350 of the 1,000.
 */
export const TOKENLESS_PAGE = 5;

type Variables = Record<string, unknown>;

/** `list` without the fields a token alone reads; a selection left empty goes too. */
function leaveOut(list: readonly Selection[]): Selection[] {
  return list.flatMap((s): Selection[] => {
    if (s.kind === 'field' && TOKEN_ONLY.has(s.name)) return [];
    if (!s.children) return [s];
    const children = leaveOut(s.children);
    return children.length ? [{ ...s, children }] : [];
  });
}

/** Every field with a page size, in `list` and what it selects. */
function pages(list: readonly Selection[], out: Field[] = []): Field[] {
  for (const s of list) {
    if (s.kind === 'field' && /(^|[\s,])(first|last):/.test(s.args)) out.push(s);
    if (s.children) pages(s.children, out);
  }
  return out;
}

/** Sets a field's page size: a number in place of a number, or its variable's value. */
function resize(field: Field, size: number, variables: Variables) {
  const written = /((?:^|[\s,])(?:first|last):\s*)(\$?\w+)/.exec(field.args)!;
  if (written[2]!.startsWith('$')) variables[written[2]!.slice(1)] = size;
  else field.args = field.args.replace(written[0], `${written[1]}${size}`);
}

export interface Fitted {
  /** The documents to send, in the order their answers are merged. */
  documents: string[];
  variables: Variables;
}

/**
 * `query` and `variables` as tokenless access serves them: token-only fields left out (with the fragments and variables
 * nobody uses any more), every page the document writes at most TOKENLESS_PAGE, a root field still above 1,000 halving its largest page
 * until it fits, and a query's root fields packed into as few documents of at most 1,000 as hold them (dearest first,
 * each into the first document with room). A mutation stays one document: its fields run in order.
 */
export function fitTokenless(definitions: Definition[], variables: Variables): Fitted {
  const vars = { ...variables };
  const kept = definitions.map((d) => ({ ...d, body: leaveOut(d.body) }));
  const all = kept.flatMap((d) => d.body);
  // The document's own page sizes (written as numbers); a size the caller passes (a grid's `data-shop-limit`) stays.
  for (const field of pages(all)) {
    const written = /(?:^|[\s,])(?:first|last):\s*(\d+)/.exec(field.args)?.[1];
    if (Number(written) > TOKENLESS_PAGE) resize(field, TOKENLESS_PAGE, vars);
  }
  const operation = kept.find((d) => !d.head.startsWith('fragment '))!;
  const fragmentDefinitions = kept.filter((d) => d !== operation);
  const fragments = fragmentsOf(fragmentDefinitions);
  const mutation = operation.head.startsWith('mutation ');
  const cost = (s: Selection) => (s.kind !== 'field' ? 0 : mutation ? mutationFieldCost(s, fragments, vars) : fieldCost(s, fragments, vars));
  for (const root of operation.body) {
    while (cost(root) > TOKENLESS_MAX_COST) {
      const own = [root, ...usedFragments([root], fragments).flatMap((name) => fragments.get(name) ?? [])];
      const sized = pages(own).map((field) => ({ field, size: Number(argument(field, 'first', vars) ?? argument(field, 'last', vars)) }));
      const largest = sized.sort((a, b) => b.size - a.size)[0];
      if (!largest || largest.size <= 1) break; // nothing left to make smaller: the shop says so
      resize(largest.field, Math.floor(largest.size / 2), vars);
    }
  }
  const groups: Selection[][] = [];
  const loads: number[] = [];
  for (const root of mutation ? [] : [...operation.body].sort((a, b) => cost(b) - cost(a))) {
    const room = loads.findIndex((load) => load + cost(root) <= TOKENLESS_MAX_COST);
    if (room < 0) {
      groups.push([root]);
      loads.push(cost(root));
    } else {
      groups[room]!.push(root);
      loads[room]! += cost(root);
    }
  }
  if (mutation) groups.push(operation.body);
  const documents = groups.map((body) => documentOf({ ...operation, body }, fragmentDefinitions, fragments));
  return { documents, variables: vars };
}

/** The names of the fragments `list` spreads, and those they spread. */
function usedFragments(list: readonly Selection[], fragments: Fragments, found = new Set<string>()): string[] {
  for (const s of list) {
    if (s.kind === 'spread' && !found.has(s.name)) {
      found.add(s.name);
      usedFragments(fragments.get(s.name) ?? [], fragments, found);
    }
    if (s.children) usedFragments(s.children, fragments, found);
  }
  return [...found];
}

/** One operation as text with the fragments and variable definitions it uses (GraphQL refuses unused ones). */
function documentOf(operation: Definition, fragmentDefinitions: readonly Definition[], fragments: Fragments): string {
  const used = new Set(usedFragments(operation.body, fragments));
  const parts = fragmentDefinitions.filter((d) => used.has(d.head.split(' ')[1]!));
  const text = [operation.tail, ...operation.body.map(printSelection), ...parts.map(printDefinition)].join(' ');
  const variables = operation.variables.filter((v) => new RegExp(`\\${v.split(':')[0]!.trim()}\\b`).test(text));
  return [printDefinition({ ...operation, variables }), ...parts.map(printDefinition)].join('\n');
}
