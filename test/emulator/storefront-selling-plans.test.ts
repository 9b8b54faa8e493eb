import { describe, it, expect } from 'vitest';
import { setup, CART_CREATE, MONEY } from './storefront.helpers';

const ROAST_500 = 'gid://shopify/ProductVariant/1027001'; // 20.00
const ROAST_1KG = 'gid://shopify/ProductVariant/1027002'; // 36.00
const CLUB = 'gid://shopify/ProductVariant/1028001'; // 30.00, plan required
const EVERY_2_WEEKS = 'gid://shopify/SellingPlan/3001'; // 10% off
const EVERY_MONTH = 'gid://shopify/SellingPlan/3002'; // $3.00 off
const CLUB_MONTHLY = 'gid://shopify/SellingPlan/3101'; // 15% off

const LINE = `id quantity cost { amountPerQuantity { ${MONEY} } totalAmount { ${MONEY} } }
  sellingPlanAllocation { sellingPlan { id name description } priceAdjustments { price { ${MONEY} } compareAtPrice { ${MONEY} } } }
  merchandise { ... on ProductVariant { id } }`;
const PAYLOAD = `cart { id cost { subtotalAmount { ${MONEY} } } lines(first: 10) { nodes { ${LINE} } } } userErrors { field message code }`;
const CREATE = `mutation ($input: CartInput) { cartCreate(input: $input) { ${PAYLOAD} } }`;
const ADD = `mutation ($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`;
const UPDATE = `mutation ($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`;

const usd = (amount: string) => ({ amount, currencyCode: 'USD' });

describe('storefront emulator: selling plans', () => {
  it('lists a product’s plan groups with a percentage and a fixed-amount adjustment, and whether a plan is required', async () => {
    const { gql } = setup();
    const query = `query ($h: String!) { product(handle: $h) { requiresSellingPlan sellingPlanGroups(first: 5) { nodes { name
      sellingPlans(first: 5) { nodes { id name description recurringDeliveries priceAdjustments { adjustmentValue {
        ... on SellingPlanPercentagePriceAdjustment { adjustmentPercentage } ... on SellingPlanFixedAmountPriceAdjustment { adjustmentAmount { ${MONEY} } } } } } } } } } }`;
    const roast = (await gql(query, { h: 'fresh-roast-subscription' })).product;
    expect(roast.requiresSellingPlan).toBe(false);
    expect(roast.sellingPlanGroups.nodes[0].sellingPlans.nodes).toEqual([
      expect.objectContaining({
        id: EVERY_2_WEEKS,
        recurringDeliveries: true,
        priceAdjustments: [{ adjustmentValue: { adjustmentPercentage: 10 } }],
      }),
      expect.objectContaining({ id: EVERY_MONTH, priceAdjustments: [{ adjustmentValue: { adjustmentAmount: usd('3.0') } }] }),
    ]);
    expect((await gql(query, { h: 'coffee-club-box' })).product.requiresSellingPlan).toBe(true);
    const mug = (await gql(query, { h: 'stoneware-mug' })).product;
    expect(mug).toEqual({ requiresSellingPlan: false, sellingPlanGroups: { nodes: [] } });
  });

  it('prices each variant under each plan, in the market’s currency', async () => {
    const { gql } = setup();
    const query = `query ($h: String!) { product(handle: $h) { variants(first: 5) { nodes { sellingPlanAllocations(first: 5) { nodes {
      sellingPlan { id } priceAdjustments { price { ${MONEY} } compareAtPrice { ${MONEY} } } checkoutChargeAmount { ${MONEY} } } } } } } }`;
    const [small, large] = (await gql(query, { h: 'fresh-roast-subscription' })).product.variants.nodes;
    const prices = (v: any) => v.sellingPlanAllocations.nodes.map((a: any) => [a.sellingPlan.id, a.priceAdjustments[0].price.amount]);
    expect(prices(small)).toEqual([
      [EVERY_2_WEEKS, '18.0'],
      [EVERY_MONTH, '17.0'],
    ]);
    expect(prices(large)).toEqual([
      [EVERY_2_WEEKS, '32.4'],
      [EVERY_MONTH, '33.0'],
    ]);
    expect(small.sellingPlanAllocations.nodes[0].priceAdjustments[0].compareAtPrice).toEqual(usd('20.0'));
    expect(small.sellingPlanAllocations.nodes[1].checkoutChargeAmount).toEqual(usd('17.0'));
    const ca = (
      await gql(
        `query ($h: String!) @inContext(country: CA) { product(handle: $h) { variants(first: 1) { nodes { price { amount }
      sellingPlanAllocations(first: 5) { nodes { priceAdjustments { price { ${MONEY} } } } } } } } }`,
        { h: 'fresh-roast-subscription' },
      )
    ).product;
    // 27.00 CAD one-time: 10% off is 24.30; $3.00 USD off is 4.05 CAD off.
    expect(ca.variants.nodes[0].price.amount).toBe('27.0');
    expect(ca.variants.nodes[0].sellingPlanAllocations.nodes.map((a: any) => a.priceAdjustments[0].price)).toEqual([
      { amount: '24.3', currencyCode: 'CAD' },
      { amount: '22.95', currencyCode: 'CAD' },
    ]);
  });

  it('keeps the same variant under different plans as separate lines, each priced by its allocation', async () => {
    const { gql } = setup();
    const { cartCreate } = await gql(CREATE, { input: { lines: [{ merchandiseId: ROAST_500, quantity: 2, sellingPlanId: EVERY_2_WEEKS }] } });
    expect(cartCreate.userErrors).toEqual([]);
    const { cartLinesAdd } = await gql(ADD, {
      cartId: cartCreate.cart.id,
      lines: [
        { merchandiseId: ROAST_500, quantity: 1, sellingPlanId: EVERY_MONTH },
        { merchandiseId: ROAST_500, quantity: 1 },
        { merchandiseId: ROAST_500, quantity: 1, sellingPlanId: EVERY_2_WEEKS },
        { merchandiseId: ROAST_1KG, quantity: 1, sellingPlanId: EVERY_MONTH },
      ],
    });
    const lines = cartLinesAdd.cart.lines.nodes;
    expect(
      lines.map((l: any) => [
        l.sellingPlanAllocation?.sellingPlan.id ?? null,
        l.quantity,
        l.cost.amountPerQuantity.amount,
        l.cost.totalAmount.amount,
      ]),
    ).toEqual([
      [EVERY_2_WEEKS, 3, '18.0', '54.0'],
      [EVERY_MONTH, 1, '17.0', '17.0'],
      [null, 1, '20.0', '20.0'],
      [EVERY_MONTH, 1, '33.0', '33.0'],
    ]);
    expect(lines[0].sellingPlanAllocation.sellingPlan.description).toBe('Pay per delivery, every 2 weeks. Skip or cancel any time.');
    expect(lines[0].sellingPlanAllocation.priceAdjustments[0]).toEqual({ price: usd('18.0'), compareAtPrice: usd('20.0') });
    expect(cartLinesAdd.cart.cost.subtotalAmount).toEqual(usd('124.0'));
  });

  it('refuses one-time purchase of a product that requires a plan, and a plan of another product', async () => {
    const { gql } = setup();
    const { cartCreate } = await gql(CREATE, { input: { lines: [{ merchandiseId: CLUB, quantity: 1 }] } });
    expect(cartCreate.cart).toBeNull();
    expect(cartCreate.userErrors).toEqual([
      {
        field: ['input', 'lines', '0', 'sellingPlanId'],
        message: 'Variant can only be purchased with a selling plan.',
        code: 'VARIANT_REQUIRES_SELLING_PLAN',
      },
    ]);
    const { cartCreate: other } = await gql(CREATE, { input: { lines: [{ merchandiseId: ROAST_500, sellingPlanId: CLUB_MONTHLY }] } });
    expect(other.userErrors[0]).toMatchObject({ field: ['input', 'lines', '0', 'sellingPlanId'], code: 'SELLING_PLAN_NOT_APPLICABLE' });
    const { cartCreate: club } = await gql(CREATE, { input: { lines: [{ merchandiseId: CLUB, sellingPlanId: CLUB_MONTHLY }] } });
    expect(club.cart.lines.nodes[0].cost.amountPerQuantity).toEqual(usd('25.5'));
  });

  it('changes a line’s plan, or to one-time purchase with null, where the product allows', async () => {
    const { gql } = setup();
    const { cartCreate } = await gql(CREATE, {
      input: {
        lines: [
          { merchandiseId: ROAST_500, quantity: 2, sellingPlanId: EVERY_2_WEEKS },
          { merchandiseId: CLUB, sellingPlanId: CLUB_MONTHLY },
        ],
      },
    });
    const [roast, club] = cartCreate.cart.lines.nodes;
    const cartId = cartCreate.cart.id;
    const monthly = (await gql(UPDATE, { cartId, lines: [{ id: roast.id, sellingPlanId: EVERY_MONTH }] })).cartLinesUpdate;
    expect(monthly.cart.lines.nodes[0]).toMatchObject({
      quantity: 2,
      sellingPlanAllocation: { sellingPlan: { id: EVERY_MONTH } },
      cost: { totalAmount: usd('34.0') },
    });
    const once = (await gql(UPDATE, { cartId, lines: [{ id: roast.id, sellingPlanId: null }] })).cartLinesUpdate;
    expect(once.cart.lines.nodes[0]).toMatchObject({ sellingPlanAllocation: null, cost: { totalAmount: usd('40.0') } });
    // Changing only the quantity keeps the plan.
    const more = (await gql(UPDATE, { cartId, lines: [{ id: club.id, quantity: 2 }] })).cartLinesUpdate;
    expect(more.cart.lines.nodes[1]).toMatchObject({ quantity: 2, sellingPlanAllocation: { sellingPlan: { id: CLUB_MONTHLY } } });
    const refused = (await gql(UPDATE, { cartId, lines: [{ id: club.id, sellingPlanId: null }] })).cartLinesUpdate;
    expect(refused.userErrors).toEqual([
      {
        field: ['lines', '0', 'sellingPlanId'],
        message: 'Variant can only be purchased with a selling plan.',
        code: 'VARIANT_REQUIRES_SELLING_PLAN',
      },
    ]);
  });

  it('is unchanged for a cart created through the broad helper selection', async () => {
    const { gql } = setup();
    const { cartCreate } = await gql(CART_CREATE, { input: { lines: [{ merchandiseId: ROAST_500, sellingPlanId: EVERY_MONTH }] } });
    expect(cartCreate.cart.cost.subtotalAmount).toEqual(usd('17.0'));
  });
});
