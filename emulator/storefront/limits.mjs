// @ts-check
// What the Storefront API refuses in a single query document before running it, so a batched document that a shop
// would refuse fails against the emulator too. Page sizes (first/last at most 250) are checked in ./connection.mjs.
import { GraphQLError, TypeInfo, visit, visitWithTypeInfo, getArgumentValues, Kind } from 'graphql';

// "Input arguments that accept an array have a maximum size of 250 for all APIs. Requests return an error if an input
// array exceeds 250 items." (Shopify API limits, shopify.dev/docs/api/usage/limits, "Input limits"; changelog "GraphQL
// input objects limited to 250 items", 2019-12-13: "Storefront and Admin GraphQL requests return errors if any input
// array is supplied with more than 250 objects"). The 2025-01 schema repeats it on each such argument ("The input must
// not contain more than `250` values."). The docs give no error text: the wording and MAX_INPUT_SIZE_EXCEEDED code below
// are what Shopify answers as quoted in public client code, not in a Shopify document.
export const MAX_INPUT_ARRAY = 250;

// "Tokenless access has a query complexity limit of 1,000. This limit is calculated based on the cost of each field in
// the query in the same way as the GraphQL Admin API." and its error response (GraphQL Storefront API reference,
// shopify.dev/docs/api/storefront, "Query complexity limit for tokenless access"). No such limit is documented for
// requests with an access token.
export const TOKENLESS_MAX_COST = 1000;

// Nesting: "Query has a depth of 18, which exceeds the max depth of 17." is what the Storefront API answered a cartCreate
// whose selection was 18 fields deep (Shopify/hydrogen issue #2420, API 2024-07, August 2024). Not in Shopify's docs;
// the issue shows an `extensions` object without its content, so none is invented here. Depth counts nested fields
// (a root field is 1, leaves count, fragments add no level), as graphql-ruby, which serves the API, counts it.
export const MAX_DEPTH = 17;

/**
 * @typedef {import('graphql').GraphQLSchema} Schema
 * @typedef {import('graphql').OperationDefinitionNode} Operation
 */

/**
 * The first input array longer than 250 in the operation and its fragments (arguments after variable substitution),
 * as Shopify's error.
 * @param {Schema} schema @param {Operation} operation @param {import('graphql').DocumentNode} document @param {Record<string, unknown>} variables
 * @returns {GraphQLError | null}
 */
export function inputArrayError(schema, operation, document, variables) {
  const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  const typeInfo = new TypeInfo(schema);
  /** @type {GraphQLError | null} */
  let found = null;
  /** @type {string[]} */
  const path = [];
  visit(
    { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] },
    visitWithTypeInfo(typeInfo, {
      Field: {
        enter(node) {
          path.push(node.alias?.value ?? node.name.value);
          const def = typeInfo.getFieldDef();
          if (found || !def || node.arguments?.length === 0) return;
          const args = argumentsOf(def, node, variables);
          for (const [name, value] of Object.entries(args)) {
            const size = oversized(value, [...path, name]);
            if (size) {
              found = new GraphQLError(`The input array size of ${size.length} is greater than the maximum allowed of ${MAX_INPUT_ARRAY}.`, {
                nodes: node,
                path: size.path,
                extensions: { code: 'MAX_INPUT_SIZE_EXCEEDED' },
              });
              return;
            }
          }
        },
        leave() {
          path.pop();
        },
      },
    }),
  );
  return found;
}

/**
 * A field's arguments with variables substituted; {} when they cannot be (execute reports that).
 * @param {import('graphql').GraphQLField<unknown, unknown>} def @param {import('graphql').FieldNode} node @param {Record<string, unknown>} variables
 * @returns {Record<string, unknown>}
 */
export function argumentsOf(def, node, variables) {
  try {
    return getArgumentValues(def, node, variables);
  } catch {
    return {};
  }
}

/** @param {unknown} value @param {string[]} path @returns {{ length: number, path: string[] } | null} */
function oversized(value, path) {
  if (Array.isArray(value)) {
    if (value.length > MAX_INPUT_ARRAY) return { length: value.length, path };
    for (const item of value) {
      const inner = oversized(item, path);
      if (inner) return inner;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const inner = oversized(item, [...path, key]);
      if (inner) return inner;
    }
  }
  return null;
}

/**
 * How deep the operation nests fields, its fragments included.
 * @param {Operation} operation @param {import('graphql').DocumentNode} document
 */
export function operationDepth(operation, document) {
  /** @type {Record<string, import('graphql').FragmentDefinitionNode>} */
  const fragments = {};
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
  return selectionDepth(operation.selectionSet, fragments, new Set());
}

/** The operation's depth error, if it nests fields more than 17 deep. @param {Operation} operation @param {import('graphql').DocumentNode} document */
export function depthError(operation, document) {
  const depth = operationDepth(operation, document);
  return depth > MAX_DEPTH ? { errors: [{ message: `Query has a depth of ${depth}, which exceeds the max depth of ${MAX_DEPTH}.` }] } : null;
}

/**
 * @param {import('graphql').SelectionSetNode} set @param {Record<string, import('graphql').FragmentDefinitionNode>} fragments
 * @param {Set<string>} seen fragments on the current path (validation already refused cycles; this only guards)
 * @returns {number}
 */
function selectionDepth(set, fragments, seen) {
  let deepest = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      deepest = Math.max(deepest, 1 + (selection.selectionSet ? selectionDepth(selection.selectionSet, fragments, seen) : 0));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments, seen));
    } else {
      const fragment = fragments[selection.name.value];
      if (!fragment || seen.has(fragment.name.value)) continue;
      deepest = Math.max(deepest, selectionDepth(fragment.selectionSet, fragments, new Set([...seen, fragment.name.value])));
    }
  }
  return deepest;
}

/** The documented error when a query's cost exceeds the limit (HTTP 200, no data). @param {number} cost @param {number} maxCost */
export const complexityError = (cost, maxCost) => ({
  errors: [{ message: 'Complexity exceeded', extensions: { code: 'MAX_COMPLEXITY_EXCEEDED', cost, maxCost } }],
});
