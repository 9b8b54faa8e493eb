// @ts-check
// The requested cost of a query document, for the complexity limit in ./limits.mjs.
import { getNamedType, isLeafType, isAbstractType, isListType, isNonNullType, Kind } from 'graphql';
import { argumentsOf } from './limits.mjs';

/**
 * @typedef {import('graphql').GraphQLSchema} Schema
 * @typedef {import('graphql').OperationDefinitionNode} Operation
 * @typedef {import('graphql').SelectionSetNode} SelectionSet
 * @typedef {import('graphql').GraphQLObjectType} ObjectType
 * @typedef {{ schema: Schema, fragments: Record<string, import('graphql').FragmentDefinitionNode>, variables: Record<string, unknown> }} Scope
 */

/**
 * The requested cost of an operation by the default rules of Shopify's cost calculation ("GraphQL Admin API rate limits",
 * shopify.dev/docs/apps/build/apis/graphql-admin/rate-limits, "Cost calculation", which the Storefront reference points
 * to): a scalar or enum costs 0, an object 1, an interface or union the maximum of its possible selections; a connection
 * is "sized by first and last arguments": 2 plus, per requested item, the cost of one item. A mutation field costs 10
 * (Shopify's published figure as I know it; that row was not in the excerpt of the page I could read). A plain list
 * counts as many items as its list argument holds (nodes(ids:)), else its `first`, else one. Shopify's per-field
 * overrides are not published and live costs can be lower (a community thread shows 25 where these rules give 503), so
 * this is the documented default: a ceiling to stay under, not the exact figure a shop computes.
 * @param {Schema} schema @param {Operation} operation @param {import('graphql').DocumentNode} document @param {Record<string, unknown>} variables
 */
export function queryCost(schema, operation, document, variables) {
  /** @type {Scope} */
  const scope = { schema, fragments: {}, variables };
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) scope.fragments[def.name.value] = def;
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const perField = operation.operation === 'mutation' ? 10 : null;
  return selectionCost(scope, operation.selectionSet, root, perField);
}

/** @param {Scope} scope @param {SelectionSet} set @param {ObjectType} type @param {number | null} [rootFieldCost] */
function selectionCost(scope, set, type, rootFieldCost = null) {
  let total = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const def = type.getFields()[selection.name.value];
      if (def) total += rootFieldCost ?? fieldCost(scope, selection, def);
      if (def && rootFieldCost !== null && selection.selectionSet) total += childCost(scope, selection.selectionSet, def.type);
      continue;
    }
    const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : scope.fragments[selection.name.value];
    if (!fragment) continue;
    const condition = fragment.typeCondition?.name.value;
    const applies =
      !condition || condition === type.name || type.getInterfaces().some((i) => i.name === condition) || unionHas(scope, condition, type);
    if (applies) total += selectionCost(scope, fragment.selectionSet, type, rootFieldCost);
  }
  return total;
}

/** @param {Scope} scope @param {string} name @param {ObjectType} type */
function unionHas(scope, name, type) {
  const union = scope.schema.getType(name);
  return !!union && isAbstractType(union) && scope.schema.isSubType(union, type);
}

/** @param {Scope} scope @param {import('graphql').FieldNode} node @param {import('graphql').GraphQLField<unknown, unknown>} def */
function fieldCost(scope, node, def) {
  const named = getNamedType(def.type);
  if (isLeafType(named) || !node.selectionSet) return 0;
  const args = argumentsOf(def, node, scope.variables);
  if (named.name.endsWith('Connection') && 'pageInfo' in /** @type {ObjectType} */ (named).getFields()) {
    const items = Number(args.first ?? args.last ?? 0);
    return 2 + items * itemCost(scope, node.selectionSet, /** @type {ObjectType} */ (named));
  }
  const each = 1 + childCost(scope, node.selectionSet, def.type);
  if (!isListType(isNonNullType(def.type) ? def.type.ofType : def.type)) return each;
  const listArg = Object.values(args).find(Array.isArray);
  return (listArg ? listArg.length : Number(args.first ?? 1)) * each;
}

/** One item of a connection: the dearer of its `nodes { … }` and `edges { node { … } }` selections. @param {Scope} scope @param {SelectionSet} set @param {ObjectType} connection */
function itemCost(scope, set, connection) {
  let best = 0;
  for (const selection of set.selections) {
    if (selection.kind !== Kind.FIELD || !selection.selectionSet) continue;
    const name = selection.name.value;
    if (name === 'nodes') best = Math.max(best, 1 + childCost(scope, selection.selectionSet, connection.getFields().nodes?.type));
    if (name === 'edges') {
      const edge = /** @type {ObjectType} */ (getNamedType(connection.getFields().edges?.type));
      for (const inner of selection.selectionSet.selections) {
        if (inner.kind === Kind.FIELD && inner.name.value === 'node' && inner.selectionSet) {
          best = Math.max(best, 1 + childCost(scope, inner.selectionSet, edge.getFields().node?.type));
        }
      }
    }
  }
  return best;
}

/** The selection inside a field of type `type`: an object's fields, or the dearest of an abstract type's possibilities. @param {Scope} scope @param {SelectionSet} set @param {import('graphql').GraphQLOutputType | undefined} type */
function childCost(scope, set, type) {
  if (!type) return 0;
  const named = getNamedType(type);
  if (isAbstractType(named)) return Math.max(0, ...scope.schema.getPossibleTypes(named).map((t) => selectionCost(scope, set, t)));
  return isLeafType(named) ? 0 : selectionCost(scope, set, /** @type {ObjectType} */ (named));
}
