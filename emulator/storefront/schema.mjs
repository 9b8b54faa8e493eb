// @ts-check
// The executable schema: Shopify's own 2025-01 introspection (schema/storefront.schema.json) built with
// buildClientSchema. Resolvers are supplied at execution time (fieldResolver/typeResolver), so the schema
// object is shared by every storefront instance.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClientSchema, getOperationAST, getDirectiveValues, getVariableValues } from 'graphql';

// A path, not `new URL(…, import.meta.url)`, which DOM test environments rewrite as an asset URL.
const SCHEMA_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'schema', 'storefront.schema.json');

/**
 * Default introspection hides deprecated input fields, so the committed file lacks
 * CartBuyerIdentityInput.deliveryAddressPreferences, which the live 2025-01 API still accepts (deprecated)
 * and which Shopify's own JS Buy SDK sends to set a shipping address. Put it back.
 * @param {any} introspection
 */
function restoreDeprecatedInputFields(introspection) {
  const type = introspection.__schema.types.find((/** @type {any} */ t) => t.name === 'CartBuyerIdentityInput');
  if (!type || type.inputFields.some((/** @type {any} */ f) => f.name === 'deliveryAddressPreferences')) return;
  type.inputFields.push({
    name: 'deliveryAddressPreferences',
    description: 'An ordered set of delivery addresses tied to the buyer that is interacting with the cart.',
    type: {
      kind: 'LIST',
      name: null,
      ofType: { kind: 'NON_NULL', name: null, ofType: { kind: 'INPUT_OBJECT', name: 'DeliveryAddressInput', ofType: null } },
    },
    defaultValue: null,
    isDeprecated: true,
    deprecationReason: 'Use `cart.delivery` instead.',
  });
}

/** @type {import('graphql').GraphQLSchema | undefined} */
let built;

/** The Storefront API 2025-01 schema (built once per process). */
export function storefrontSchema() {
  if (!built) {
    const json = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8'));
    const introspection = json.data ?? json;
    restoreDeprecatedInputFields(introspection);
    built = buildClientSchema(introspection);
  }
  return built;
}

/**
 * The `@inContext(country:, language:)` arguments of the operation that will run, or {} when absent or
 * when the variables are invalid (execute reports those).
 * @param {import('graphql').GraphQLSchema} schema
 * @param {import('graphql').DocumentNode} document
 * @param {string | null | undefined} operationName
 * @param {Record<string, unknown> | null | undefined} variables
 * @returns {{ country?: string, language?: string }}
 */
export function inContext(schema, document, operationName, variables) {
  const operation = getOperationAST(document, operationName ?? undefined);
  const directive = schema.getDirective('inContext');
  if (!operation || !directive) return {};
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  if (coerced.errors) return {};
  return /** @type {{ country?: string, language?: string }} */ (getDirectiveValues(directive, operation, coerced.coerced) ?? {});
}
