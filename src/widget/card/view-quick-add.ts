// A tile's add button's words (<AddToCart compact>: the collection grid, recommendations): a view of its own, apart from
// view-purchase.ts, because the first paint draws no tiles and the first script carries every module it imports whole.
import type { Translate } from '../use-strings';
import type { H } from './dom';

/**
 * The visible words, then which product for screen readers: the name starts with what is seen (WCAG 2.5.3).
 *
 * @example viewQuickAdd(rh, t, 'Add to cart', 'Stoneware Mug') // "Add to cart" shown; named "Add to cart Add to cart: Stoneware Mug"
 */
export const viewQuickAdd = <T>(h: H<T>, t: Translate, label: string, title: string): T[] => [
  h('span', { key: 0, 'aria-hidden': 'true' }, label),
  h('span', { key: 1, className: 'sr-only' }, t('quickAdd', { title })),
];
