// @ts-check
// The executable schema: Shopify's own 2026-04 introspection (schema/storefront.schema.json, from
// @shopify/hydrogen-react@2026.4.4 by `npm run schema:update`) built with buildClientSchema. Resolvers are supplied at execution time (fieldResolver/typeResolver), so the schema
// object is shared by every storefront instance.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClientSchema, getOperationAST, getDirectiveValues, getVariableValues } from 'graphql';

// A path, not `new URL(…, import.meta.url)`, which DOM test environments rewrite as an asset URL.
/**
 * The Storefront API versions this emulator has a schema for, oldest first: one, the version of the committed file.
 * A request naming any other version is served by the oldest of these (emulator/server/graphql.mjs), as Shopify serves a
 * retired one.
 */
export const API_VERSIONS = Object.freeze(['2026-04']);

const SCHEMA_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'schema', 'storefront.schema.json');

/**
 * Default introspection hides deprecated input fields, so the committed file lacks
 * CartBuyerIdentityInput.deliveryAddressPreferences, which the live API still accepts (deprecated since 2025-01, still there in 2026-07)
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

/** The Storefront API 2026-04 schema (built once per process). */
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
