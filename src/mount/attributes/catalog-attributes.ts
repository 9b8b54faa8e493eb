// The attributes of the collection grid and recommendations: the registry's (widgets.ts), and the first paint's, which
// reads them the same way to ask for the grids' first pages in its own request (src/scripts/first-script/prime.ts).
import { HEADING_LEVEL } from './card-attributes';
import type { AttributeSpec } from '../registry';

const COLLECTION_SORT_KEYS = ['COLLECTION_DEFAULT', 'BEST_SELLING', 'CREATED', 'ID', 'MANUAL', 'PRICE', 'RELEVANCE', 'TITLE'] as const;

export const COLLECTION_ATTRIBUTES: Record<string, AttributeSpec> = {
  handle: { type: 'string', required: true, attribute: 'data-shop-collection' },
  // At most 250: the Storefront API's page size (`first`), and the placeholder tiles drawn before the answer.
  limit: { type: 'number', default: 20, min: 1, max: 250, integer: true, attribute: 'data-shop-limit' }, // SPEC §9: 20 per page
  sortKey: { type: 'string', attribute: 'data-shop-sort', values: COLLECTION_SORT_KEYS },
  reverse: { type: 'boolean', attribute: 'data-shop-reverse' },
  heading: { type: 'boolean', attribute: 'data-shop-heading' }, // "false": the page has its own; absent: shown
  headingLevel: HEADING_LEVEL,
  filters: { type: 'boolean', attribute: 'data-shop-filters' }, // the shop's facets, a sort and their state in the address
};

export const RECOMMENDATIONS_ATTRIBUTES: Record<string, AttributeSpec> = {
  handle: { type: 'string', required: true, attribute: 'data-shop-recommendations' },
  limit: { type: 'number', default: 4, min: 1, max: 250, integer: true, attribute: 'data-shop-limit' },
  heading: { type: 'boolean', attribute: 'data-shop-heading' },
  headingLevel: HEADING_LEVEL,
};
