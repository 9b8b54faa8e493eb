// SPEC §5: the cart reports line-level discounts on lines and order-level and shipping discounts on the cart; the legacy
// checkout view has every allocation on a line and one discount application per discount.
import { formatMessage } from '../format-message';
import type { Cart, CartLine, DiscountAllocation } from '../types';
import {
  CODE_DISCOUNT_APPLICATION,
  DISCOUNT_ALLOCATION,
  MONEY_V2,
  PRICING_PERCENTAGE_VALUE,
  TITLED_DISCOUNT_APPLICATION,
  type ModelType,
} from './model-types';
import { compareAmounts, legacyMoney, sumAmounts, type LegacyMoney } from './money';

/** The pricing value union, with the SDK's model metadata telling its two members apart (`value.type.name`). */
export type LegacyDiscountValue = ({ percentage: number } | LegacyMoney) & { type: ModelType };

export interface LegacyDiscountApplication {
  __typename: 'DiscountApplication';
  targetSelection: string;
  allocationMethod: string;
  targetType: string;
  value: LegacyDiscountValue;
  hasNextPage: false;
  hasPreviousPage: false;
  code?: string;
  applicable?: boolean;
  title?: string;
  type: ModelType;
}

export interface LegacyDiscountAllocation {
  allocatedAmount: LegacyMoney;
  discountApplication: LegacyDiscountApplication;
  type: ModelType;
}

export interface MappedDiscounts {
  discountApplications: LegacyDiscountApplication[];
  /** Allocations per line id (line-level first, then the order-level ones assigned to the line). */
  allocationsByLine: Map<string, LegacyDiscountAllocation[]>;
}

/** The code or title that names an allocation's discount; SPEC §5: an allocation needs one. */
function discountKey(allocation: DiscountAllocation): string {
  const key = allocation.code || allocation.title;
  if (!key) throw new Error(`discount allocation has neither code nor title: ${JSON.stringify(allocation)}`);
  return key.toLowerCase();
}

/**
 * Gives each line its share of the order-level allocations: per discount, the smallest allocation goes to the line
 * that costs least. SPEC §5: the count must be a multiple of the line count (one allocation per line per discount).
 */
function assignOrderLevel(lines: readonly CartLine[], orderLevel: readonly DiscountAllocation[]): Map<string, DiscountAllocation[]> {
  const byLine = new Map<string, DiscountAllocation[]>();
  if (lines.length === 0 || orderLevel.length === 0) return byLine;
  if (orderLevel.length % lines.length !== 0) {
    throw new Error(`${orderLevel.length} order-level discount allocations for ${lines.length} lines: not a multiple of the line count`);
  }
  const groups = new Map<string, DiscountAllocation[]>();
  for (const allocation of orderLevel) {
    const key = discountKey(allocation);
    groups.set(key, [...(groups.get(key) ?? []), allocation]);
  }
  const cheapestFirst = [...lines].sort((a, b) => compareAmounts(a.cost.totalAmount.amount, b.cost.totalAmount.amount));
  for (const [key, group] of groups) {
    if (group.length !== lines.length) throw new Error(`discount "${key}" has ${group.length} allocations for ${lines.length} lines`);
    group.sort((a, b) => compareAmounts(a.discountedAmount.amount, b.discountedAmount.amount));
    cheapestFirst.forEach((line, i) => byLine.set(line.id, [...(byLine.get(line.id) ?? []), group[i]!]));
  }
  return byLine;
}

function newApplication(allocation: DiscountAllocation, codes: Cart['discountCodes']): LegacyDiscountApplication {
  const { targetSelection, allocationMethod, targetType, value } = allocation.discountApplication;
  const base = {
    __typename: 'DiscountApplication' as const,
    targetSelection,
    allocationMethod,
    targetType,
    value: 'percentage' in value ? { percentage: value.percentage, type: PRICING_PERCENTAGE_VALUE } : { ...legacyMoney(value), type: MONEY_V2 },
    hasNextPage: false as const,
    hasPreviousPage: false as const,
  };
  if (!allocation.code) return { ...base, title: allocation.title!, type: TITLED_DISCOUNT_APPLICATION };
  const code = allocation.code;
  const known = codes.find((entry) => entry.code.toLowerCase() === code.toLowerCase());
  if (!known) throw new Error(`discount code ${code} is not among the cart's discount codes`);
  return { ...base, code, applicable: known.applicable, type: CODE_DISCOUNT_APPLICATION };
}

function collectApplications(allocations: readonly DiscountAllocation[], codes: Cart['discountCodes']): Map<string, LegacyDiscountApplication> {
  const applications = new Map<string, LegacyDiscountApplication>();
  for (const allocation of allocations) {
    const key = discountKey(allocation);
    const existing = applications.get(key);
    if (!existing) applications.set(key, newApplication(allocation, codes));
    else if ('amount' in existing.value) {
      // A cart application's fixed value is its own allocation; the checkout's was the whole discount: add them up.
      const amount = sumAmounts([existing.value.amount, allocation.discountedAmount.amount]);
      existing.value = { amount, currencyCode: existing.value.currencyCode, type: MONEY_V2 };
    }
  }
  return applications;
}

function mapDiscounts(cart: Cart): MappedDiscounts {
  const shipping = cart.discountAllocations.filter((a) => a.discountApplication.targetType === 'SHIPPING_LINE');
  const orderLevel = cart.discountAllocations.filter((a) => a.discountApplication.targetType !== 'SHIPPING_LINE');
  const assigned = assignOrderLevel(cart.lines, orderLevel);
  const perLine = cart.lines.map((line) => ({ id: line.id, allocations: [...line.discountAllocations, ...(assigned.get(line.id) ?? [])] }));
  const applications = collectApplications([...perLine.flatMap((line) => line.allocations), ...shipping], cart.discountCodes);
  const allocationsByLine = new Map<string, LegacyDiscountAllocation[]>();
  for (const line of perLine) {
    allocationsByLine.set(
      line.id,
      line.allocations.map((allocation) => ({
        allocatedAmount: legacyMoney(allocation.discountedAmount),
        discountApplication: { ...applications.get(discountKey(allocation))! },
        type: DISCOUNT_ALLOCATION,
      })),
    );
  }
  return { discountApplications: [...applications.values()], allocationsByLine };
}

/**
 * The legacy discount applications and per-line allocations of a cart. A cart that breaks the SPEC §5 rules (an
 * allocation with neither code nor title, an order-level count that is not a multiple of the line count, an unknown
 * code) is logged and its discounts dropped, so the checkout still maps.
 */
export function legacyDiscounts(cart: Cart): MappedDiscounts {
  try {
    return mapDiscounts(cart);
  } catch (error) {
    console.error(formatMessage('could not map the cart discounts; they are left out of the checkout:'), (error as Error).message);
    return { discountApplications: [], allocationsByLine: new Map() };
  }
}
