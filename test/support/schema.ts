import { readFileSync } from 'node:fs';
import { buildClientSchema, parse, validate, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

let schema: GraphQLSchema | undefined;

/** Shopify's own Storefront API 2025-01 schema (the introspection shipped in @shopify/hydrogen-react@2025.1.4). */
export function storefrontSchema(): GraphQLSchema {
  if (!schema) {
    const introspection = JSON.parse(readFileSync(new URL('../../schema/storefront.schema.json', import.meta.url), 'utf8')) as IntrospectionQuery;
    schema = buildClientSchema(introspection);
  }
  return schema;
}

/** Validation errors of a document against the real schema (empty when valid). */
export function schemaErrors(document: string): string[] {
  return validate(storefrontSchema(), parse(document)).map((error) => error.message);
}
