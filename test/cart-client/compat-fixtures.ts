// Storefront-shaped carts for the compat tests, built on the shared fixtures.
import { money, rawCart, rawLine } from '../support/fixtures';

export const CART_ID = 'gid://shopify/Cart/abc?key=k1';
export type RawCart = ReturnType<typeof rawCart>;

/** A raw cart with overrides (cost, gift cards, discounts…) merged on top. */
export function cartWith(overrides: Partial<Record<keyof RawCart, unknown>> & { lineCount?: number } = {}): RawCart {
  const { lineCount, ...rest } = overrides;
  return { ...rawCart({ lines: lineCount ?? 1 }), ...rest } as RawCart;
}

/** A raw line with the given total cost and discount allocations. */
export function lineWith(i: number, total: string, discountAllocations: unknown[] = []) {
  const line = rawLine(i);
  return { ...line, cost: { ...line.cost, totalAmount: money(total) }, discountAllocations };
}

export const linesPage = (nodes: unknown[]) => ({ pageInfo: { hasNextPage: false, endCursor: null }, nodes });

export function allocation(amount: string, application: { targetType?: string; value?: unknown }, name: { code?: string; title?: string }) {
  return {
    discountedAmount: money(amount),
    targetType: application.targetType ?? 'LINE_ITEM',
    discountApplication: {
      targetType: application.targetType ?? 'LINE_ITEM',
      allocationMethod: 'ACROSS',
      targetSelection: 'ALL',
      value: application.value ?? { percentage: 10 },
    },
    ...name,
  };
}

export { money, rawCart, rawLine };
