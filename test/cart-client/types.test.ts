import { describe, expectTypeOf, it } from 'vitest';
import type * as G from '../../src/cart-client/storefront.generated';
import type {
  Attribute,
  AttributeInput,
  Cart,
  CartLine,
  CartLineInput,
  CartWarning,
  DeliveryGroup,
  DiscountAllocation,
  Money,
  Product,
  ProductPage,
} from '../../src/cart-client';

// Compile-time checks (npm run typecheck): the public shapes are the generated ones, normalized only where we flatten.
describe('the public types are the generated ones, normalized', () => {
  it('flattens connections to their nodes and keeps every other field as generated', () => {
    expectTypeOf<Product['images']>().toEqualTypeOf<G.ProductFragment['images']['nodes']>();
    expectTypeOf<Product['variants']>().toEqualTypeOf<G.ProductFragment['variants']['nodes']>();
    expectTypeOf<Omit<Product, 'images' | 'variants'>>().toEqualTypeOf<Omit<G.ProductFragment, 'images' | 'variants'>>();
    expectTypeOf<ProductPage['pageInfo']>().toEqualTypeOf<G.ProductsQuery['products']['pageInfo']>();
    expectTypeOf<Omit<Cart, 'lines' | 'deliveryGroups' | 'discountAllocations'>>().toEqualTypeOf<
      Omit<G.CartFragment, 'lines' | 'deliveryGroups' | 'discountAllocations'>
    >();
    expectTypeOf<DeliveryGroup['cartLines']>().toEqualTypeOf<string[]>();
  });

  it('takes what the documents return: raw lines, allocations and warnings are assignable to the public types', () => {
    expectTypeOf<G.CartFragment['lines']['nodes'][number]>().toExtend<CartLine>();
    expectTypeOf<G.DiscountAllocationFragment>().toExtend<DiscountAllocation>();
    expectTypeOf<NonNullable<G.CartLinesAddMutation['cartLinesAdd']>['warnings'][number]>().toExtend<CartWarning>();
    expectTypeOf<DiscountAllocation['code'] | DiscountAllocation['title']>().toEqualTypeOf<string | undefined>();
  });

  it('maps enums to string unions and scalars to strings', () => {
    expectTypeOf<Money>().toEqualTypeOf<{ amount: string; currencyCode: G.CurrencyCode }>();
    expectTypeOf<G.CurrencyCode>().toExtend<string>();
  });

  it('sends attribute values as strings, never null (the value read back may be null)', () => {
    expectTypeOf<Attribute['value']>().toEqualTypeOf<string | null>();
    expectTypeOf<NonNullable<CartLineInput['attributes']>>().toEqualTypeOf<AttributeInput[]>();
    expectTypeOf<AttributeInput['value']>().toEqualTypeOf<string>();
  });
});
