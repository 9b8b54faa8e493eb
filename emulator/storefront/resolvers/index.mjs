// @ts-check
// One field resolver for the whole schema: the type's own resolver if there is one, else the property of
// the same name, else a harmless empty value (null, [], an empty connection) for what the demo shop lacks.
import { isNonNullType, isListType, isObjectType } from 'graphql';
import { emptyConnection } from '../connection.mjs';
import { catalogResolvers } from './catalog.mjs';
import { queryResolvers } from './query.mjs';
import { cartResolvers } from './cart.mjs';
import { mutationResolvers } from './mutations.mjs';
import { sellingPlanResolvers } from './selling-plans.mjs';
import { metafieldResolvers } from './metafields.mjs';
import { accessDenied, needsToken } from '../tokenless.mjs';

/** @type {Record<string, Record<string, Function>>} */
const RESOLVERS = {
  ...catalogResolvers,
  ...queryResolvers,
  ...cartResolvers,
  ...mutationResolvers,
  ...sellingPlanResolvers,
  Metafield: metafieldResolvers.Metafield,
  Product: { ...catalogResolvers.Product, ...metafieldResolvers.Product },
};

/** @param {import('graphql').GraphQLOutputType} type */
function emptyValue(type) {
  if (!isNonNullType(type)) return null;
  const inner = type.ofType;
  if (isListType(inner)) return [];
  if (isObjectType(inner) && inner.name.endsWith('Connection')) return emptyConnection();
  return null;
}

/** @type {import('graphql').GraphQLFieldResolver<any, any>} */
export function fieldResolver(source, args, context, info) {
  if (context.tokenless && needsToken(info.parentType.name, info.fieldName)) throw accessDenied(info.fieldName);
  const own = RESOLVERS[info.parentType.name]?.[info.fieldName];
  if (own) return own(source, args, context, info);
  if (info.fieldName === 'metafields' && Array.isArray(args.identifiers)) return args.identifiers.map(() => null);
  const value = source == null ? undefined : source[info.fieldName];
  return value === undefined ? emptyValue(info.returnType) : value;
}

/** Abstract types (Node, Merchandise, BaseCartLine, PricingValue, …) resolve by the object's `__typename`. */
/** @type {import('graphql').GraphQLTypeResolver<any, any>} */
export function typeResolver(value) {
  return value?.__typename ?? (typeof value?.token === 'string' ? 'Cart' : undefined);
}
