import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClientSchema, parse, validate, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

let schema: GraphQLSchema | undefined;

/** Shopify's own Storefront API 2026-04 schema (the introspection shipped in @shopify/hydrogen-react@2026.4.4; `npm run schema:update`). */
export function storefrontSchema(): GraphQLSchema {
  if (!schema) {
    const introspection = JSON.parse(
      readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'schema', 'storefront.schema.json'), 'utf8'),
    ) as IntrospectionQuery;
    schema = buildClientSchema(introspection);
  }
  return schema;
}

/** Validation errors of a document against the real schema (empty when valid). */
export function schemaErrors(document: string): string[] {
  return validate(storefrontSchema(), parse(document)).map((error) => error.message);
}
