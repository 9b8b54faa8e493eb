import { describe, it, expect } from 'vitest';
import { setup, ORIGIN, PAYLOAD, CART_CREATE, V, CART_FIELDS } from './storefront.helpers';

const LINES_ADD = `mutation ($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`;
const LINES_UPDATE = `mutation ($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`;
const LINES_REMOVE = `mutation ($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { ${PAYLOAD} } }`;
const NOTE = `mutation ($cartId: ID!, $note: String!) { cartNoteUpdate(cartId: $cartId, note: $note) { ${PAYLOAD} } }`;

async function newCart(gql: ReturnType<typeof setup>['gql'], input: Record<string, unknown> = {}) {
  const { cartCreate } = await gql(CART_CREATE, { input });
  expect(cartCreate.userErrors).toEqual([]);
  return cartCreate.cart;
}

describe('storefront emulator: cart lines', () => {
  it('creates a cart with a keyed id, a checkout URL on the request origin and ISO timestamps', async () => {
    const { gql } = setup();
    const cart = await newCart(gql, {
      lines: [{ merchandiseId: V.mugWhite, quantity: 2 }],
      note: 'Gift wrap',
      attributes: [{ key: 'source', value: 'test' }],
    });
    const token = /^gid:\/\/shopify\/Cart\/([\w-]+)\?key=([0-9a-f]+)$/.exec(cart.id);
    expect(token).not.toBeNull();
    expect(cart.checkoutUrl).toBe(`${ORIGIN}/checkouts/cn/${token?.[1]}?key=${token?.[2]}`);
    expect(cart).toMatchObject({
      createdAt: '2025-03-01T12:00:00Z',
      updatedAt: '2025-03-01T12:00:00Z',
      note: 'Gift wrap',
      totalQuantity: 2,
      attributes: [{ key: 'source', value: 'test' }],
    });
    expect(cart.lines.nodes[0]).toMatchObject({ quantity: 2, merchandise: { id: V.mugWhite, product: { handle: 'stoneware-mug' } } });
    expect((await gql(`query ($id: ID!) { cart(id: $id) { id } }`, { id: cart.id })).cart).toEqual({ id: cart.id });
    expect((await gql(`query ($id: ID!) { cart(id: $id) { id } }`, { id: cart.id.replace(/key=\w+/, 'key=0') })).cart).toBeNull();
  });

  it('merges lines with the same merchandise and attributes, and keeps different attributes apart', async () => {
    const { gql } = setup();
    const cart = await newCart(gql, { lines: [{ merchandiseId: V.mugWhite, quantity: 1 }] });
    const { cartLinesAdd } = await gql(LINES_ADD, {
      cartId: cart.id,
      lines: [
        { merchandiseId: V.mugWhite, quantity: 2 },
        { merchandiseId: V.mugWhite, quantity: 1, attributes: [{ key: 'engraving', value: 'A' }] },
      ],
    });
    expect(cartLinesAdd.cart.lines.nodes.map((l: { quantity: number; attributes: unknown[] }) => [l.quantity, l.attributes])).toEqual([
      [3, []],
      [1, [{ key: 'engraving', value: 'A' }]],
    ]);
    expect(cartLinesAdd.cart.lines.nodes[0].id).toBe(cart.lines.nodes[0].id);
  });

  it('clamps a quantity beyond stock with a MERCHANDISE_NOT_ENOUGH_STOCK warning', async () => {
    const { gql } = setup();
    const { cartCreate } = await gql(CART_CREATE, { input: { lines: [{ merchandiseId: V.pins, quantity: 10 }] } });
    const line = cartCreate.cart.lines.nodes[0];
    expect(line.quantity).toBe(3);
    expect(cartCreate.warnings).toEqual([{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: expect.stringContaining('Only 3'), target: line.id }]);
    const { cartLinesUpdate } = await gql(LINES_UPDATE, { cartId: cartCreate.cart.id, lines: [{ id: line.id, quantity: 7 }] });
    expect(cartLinesUpdate.cart.lines.nodes[0].quantity).toBe(3);
    expect(cartLinesUpdate.warnings[0].code).toBe('MERCHANDISE_NOT_ENOUGH_STOCK');
  });

  it('refuses sold-out merchandise with a MERCHANDISE_OUT_OF_STOCK warning', async () => {
    const { gql } = setup();
    const cart = await newCart(gql);
    const { cartLinesAdd } = await gql(LINES_ADD, {
      cartId: cart.id,
      lines: [{ merchandiseId: V.teeXsBlack }, { merchandiseId: V.planter, quantity: 2 }],
    });
    expect(cartLinesAdd.userErrors).toEqual([]);
    expect(cartLinesAdd.cart.lines.nodes).toEqual([]);
    expect(cartLinesAdd.warnings).toEqual([
      { code: 'MERCHANDISE_OUT_OF_STOCK', message: expect.stringContaining('sold out'), target: V.teeXsBlack },
      { code: 'MERCHANDISE_OUT_OF_STOCK', message: expect.stringContaining('Ceramic Planter'), target: V.planter },
    ]);
  });

  // Shopify/hydrogen#2259 quotes the live answer: code INVALID on lines.N.merchandiseId, and a null cart (cart/lines.mjs).
  it('rejects unknown merchandise with INVALID and no cart, as the live API answers, and leaves the cart unchanged', async () => {
    const { gql } = setup();
    const cart = await newCart(gql, { lines: [{ merchandiseId: V.mugWhite }] });
    const { cartLinesAdd } = await gql(LINES_ADD, {
      cartId: cart.id,
      lines: [{ merchandiseId: V.kettle }, { merchandiseId: 'gid://shopify/ProductVariant/42' }],
    });
    expect(cartLinesAdd).toEqual({
      cart: null,
      userErrors: [
        {
          field: ['lines', '1', 'merchandiseId'],
          message: 'The merchandise with id gid://shopify/ProductVariant/42 does not exist.',
          code: 'INVALID',
        },
      ],
      warnings: [],
    });
    const kept = await gql(`query ($id: ID!) { cart(id: $id) { lines(first: 5) { nodes { merchandise { ... on ProductVariant { id } } } } } }`, {
      id: cart.id,
    });
    expect(kept.cart.lines.nodes.map((l: { merchandise: { id: string } }) => l.merchandise.id)).toEqual([V.mugWhite]);
    const created = await gql(CART_CREATE, { input: { lines: [{ merchandiseId: 'gid://shopify/Product/1008' }] } });
    expect(created.cartCreate).toMatchObject({
      cart: null,
      userErrors: [{ field: ['input', 'lines', '0', 'merchandiseId'], code: 'INVALID' }],
    });
  });

  // CartErrorCode INVALID_MERCHANDISE_LINE: "Merchandise line was not found in cart." (2026-04 schema)
  it('updates quantities, removes a line on quantity 0 and reports unknown line ids as INVALID_MERCHANDISE_LINE', async () => {
    const { gql } = setup();
    const cart = await newCart(gql, { lines: [{ merchandiseId: V.mugWhite }, { merchandiseId: V.kettle }] });
    const [mug, kettle] = cart.lines.nodes;
    const updated = (
      await gql(LINES_UPDATE, {
        cartId: cart.id,
        lines: [
          { id: mug.id, quantity: 4 },
          { id: kettle.id, quantity: 0 },
        ],
      })
    ).cartLinesUpdate;
    expect(updated.cart.lines.nodes.map((l: { id: string; quantity: number }) => [l.id, l.quantity])).toEqual([[mug.id, 4]]);
    const unknown = (await gql(LINES_UPDATE, { cartId: cart.id, lines: [{ id: 'gid://shopify/CartLine/nope', quantity: 1 }] })).cartLinesUpdate;
    expect(unknown.userErrors).toEqual([
      { field: ['lines', '0', 'id'], message: expect.stringContaining('does not exist'), code: 'INVALID_MERCHANDISE_LINE' },
    ]);
    expect(unknown.cart.lines.nodes.map((l: { id: string; quantity: number }) => [l.id, l.quantity])).toEqual([[mug.id, 4]]);
    const removed = (await gql(LINES_REMOVE, { cartId: cart.id, lineIds: [mug.id] })).cartLinesRemove;
    expect(removed.cart.lines.nodes).toEqual([]);
    expect(removed.cart.totalQuantity).toBe(0);
    const again = (await gql(LINES_REMOVE, { cartId: cart.id, lineIds: [mug.id] })).cartLinesRemove;
    expect(again.userErrors).toEqual([
      { field: ['lineIds', '0'], message: expect.stringContaining('does not exist'), code: 'INVALID_MERCHANDISE_LINE' },
    ]);
  });

  it('answers an unknown cart with no cart and an INVALID user error', async () => {
    const { gql } = setup();
    const { cartLinesAdd } = await gql(LINES_ADD, { cartId: 'gid://shopify/Cart/nope?key=1', lines: [{ merchandiseId: V.mugWhite }] });
    expect(cartLinesAdd).toEqual({
      cart: null,
      userErrors: [{ field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' }],
      warnings: [],
    });
  });

  it('updates the note and the attributes, and refuses a note over 5000 characters with NOTE_TOO_LONG', async () => {
    const { gql } = setup();
    const cart = await newCart(gql);
    expect((await gql(NOTE, { cartId: cart.id, note: 'Leave at the door' })).cartNoteUpdate.cart.note).toBe('Leave at the door');
    const long = (await gql(NOTE, { cartId: cart.id, note: 'x'.repeat(5001) })).cartNoteUpdate;
    expect(long.userErrors).toEqual([{ field: ['note'], message: expect.stringContaining('5000'), code: 'NOTE_TOO_LONG' }]);
    expect(long.cart.note).toBe('Leave at the door');
    const attributes = (
      await gql(
        `mutation ($cartId: ID!, $attributes: [AttributeInput!]!) { cartAttributesUpdate(cartId: $cartId, attributes: $attributes) { ${PAYLOAD} } }`,
        { cartId: cart.id, attributes: [{ key: 'gift', value: 'yes' }] },
      )
    ).cartAttributesUpdate;
    expect(attributes.cart.attributes).toEqual([{ key: 'gift', value: 'yes' }]);
  });

  it('pages a 600-line cart 250 lines at a time', async () => {
    const { gql } = setup();
    const variants = Array.from({ length: 600 }, (_, i) => `gid://shopify/ProductVariant/${1025001 + i}`);
    const cart = await newCart(gql);
    const lines = variants.map((merchandiseId) => ({ merchandiseId, quantity: 1 }));
    for (let i = 0; i < 600; i += 150) await gql(LINES_ADD, { cartId: cart.id, lines: lines.slice(i, i + 150) });
    const page = `query ($id: ID!, $after: String) { cart(id: $id) { totalQuantity lines(first: 250, after: $after) { nodes { id } pageInfo { hasNextPage endCursor } } } }`;
    const ids: string[] = [];
    let after: string | null = null;
    const sizes: number[] = [];
    do {
      const c: { lines: { nodes: { id: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } } = (
        await gql(page, { id: cart.id, after })
      ).cart;
      ids.push(...c.lines.nodes.map((n) => n.id));
      sizes.push(c.lines.nodes.length);
      after = c.lines.pageInfo.hasNextPage ? c.lines.pageInfo.endCursor : null;
    } while (after);
    expect(sizes).toEqual([250, 250, 100]);
    expect(new Set(ids).size).toBe(600);
  });

  it('offers two delivery options once the cart has lines and an address, and adds the chosen one to the total', async () => {
    const { gql } = setup();
    const address = { address1: '1 Main St', city: 'Austin', province: 'TX', country: 'US', zip: '78701', lastName: 'Lee' };
    const cart = await newCart(gql, {
      lines: [{ merchandiseId: V.kettle }],
      buyerIdentity: { deliveryAddressPreferences: [{ deliveryAddress: address }] },
    });
    const groups = `query ($id: ID!) { cart(id: $id) { cost { totalAmount { amount } } deliveryGroups(first: 10) { nodes { id deliveryAddress { city provinceCode zip }
      deliveryOptions { handle title code deliveryMethodType estimatedCost { amount currencyCode } } selectedDeliveryOption { handle } cartLines(first: 250) { nodes { id } } } } } }`;
    const before = (await gql(groups, { id: cart.id })).cart;
    const group = before.deliveryGroups.nodes[0];
    expect(before.deliveryGroups.nodes).toHaveLength(1);
    expect(group).toMatchObject({
      deliveryAddress: { city: 'Austin', provinceCode: 'TX', zip: '78701' },
      selectedDeliveryOption: null,
      cartLines: { nodes: [{ id: cart.lines.nodes[0].id }] },
    });
    expect(group.deliveryOptions.map((o: { title: string; estimatedCost: { amount: string } }) => [o.title, o.estimatedCost.amount])).toEqual([
      ['Standard', '5.0'],
      ['Express', '15.0'],
    ]);
    const select = `mutation ($cartId: ID!, $options: [CartSelectedDeliveryOptionInput!]!) { cartSelectedDeliveryOptionsUpdate(cartId: $cartId, selectedDeliveryOptions: $options) { cart { cost { totalAmount { amount } } } userErrors { field code } } }`;
    const chosen = (await gql(select, { cartId: cart.id, options: [{ deliveryGroupId: group.id, deliveryOptionHandle: 'express-shipping' }] }))
      .cartSelectedDeliveryOptionsUpdate;
    expect(chosen.userErrors).toEqual([]);
    expect(chosen.cart.cost.totalAmount.amount).toBe('111.12'); // 89.00 + 7.12 tax + 15.00 express
    const wrong = (await gql(select, { cartId: cart.id, options: [{ deliveryGroupId: group.id, deliveryOptionHandle: 'teleport' }] }))
      .cartSelectedDeliveryOptionsUpdate;
    expect(wrong.userErrors).toEqual([{ field: ['selectedDeliveryOptions', '0', 'deliveryOptionHandle'], code: 'INVALID_DELIVERY_OPTION' }]);
    const empty = await newCart(gql, { buyerIdentity: { deliveryAddressPreferences: [{ deliveryAddress: address }] } });
    expect((await gql(groups, { id: empty.id })).cart.deliveryGroups.nodes).toEqual([]);
  });

  it('completes a checkout: the cart is gone afterwards and the checkout page still sees the order', async () => {
    const { gql, storefront } = setup();
    const cart = await newCart(gql, { lines: [{ merchandiseId: V.mugBlue, quantity: 2 }] });
    const token = new URL(cart.checkoutUrl).pathname.split('/').pop() as string;
    expect(storefront.getCheckout(token)).toMatchObject({
      completed: false,
      cart: { id: cart.id, totalQuantity: 2, lines: { nodes: [{ quantity: 2 }] } },
    });
    expect(storefront.completeCheckout(token)).toBe(true);
    expect(storefront.completeCheckout(token)).toBe(false);
    expect((await gql(`query ($id: ID!) { cart(id: $id) { ${CART_FIELDS} } node(id: $id) { id } }`, { id: cart.id })).cart).toBeNull();
    expect(storefront.getCheckout(token)).toMatchObject({ completed: true, cart: { cost: { totalAmount: { amount: '38.88' } } } });
    storefront.reset();
    expect(storefront.getCheckout(token)).toBeNull();
  });
});
