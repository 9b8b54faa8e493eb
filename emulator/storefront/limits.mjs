// @ts-check
// What the Storefront API refuses in a single query document before running it, so a batched document that a shop
// would refuse fails against the emulator too. Page sizes (first/last at most 250) are checked in ../connection.mjs.
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

/** The documented error when a query's cost exceeds the limit (HTTP 200, no data). @param {number} cost @param {number} maxCost */
export const complexityError = (cost, maxCost) => ({
  errors: [{ message: 'Complexity exceeded', extensions: { code: 'MAX_COMPLEXITY_EXCEEDED', cost, maxCost } }],
});
