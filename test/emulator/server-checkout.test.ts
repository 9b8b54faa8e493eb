import { describe, expect, it } from 'vitest';
import { createEmulator, DEMO_TOKEN } from '../../emulator/index.mjs';
import { handleCheckout, safeReturnUrl } from '../../emulator/server/checkout.mjs';

const money = (amount: string, currencyCode = 'CAD') => ({ amount, currencyCode });
const cart = {
  id: 'gid://shopify/Cart/abc?key=k',
  note: null,
  buyerIdentity: { email: 'ada@example.test', countryCode: 'CA' },
  lines: {
    nodes: [
      {
        quantity: 3,
        merchandise: { title: 'L / <Red>', product: { title: 'Wool "socks"' } },
        cost: { totalAmount: money('36.0') },
        discountAllocations: [{ code: 'SOCKS5', discountedAmount: money('5.0') }],
      },
    ],
  },
  discountCodes: [
    { code: 'SPRING10', applicable: true },
    { code: 'BIGSPEND', applicable: false },
  ],
  discountAllocations: [
    { title: 'Spring sale', discountedAmount: money('3.1') },
    { title: 'Spring sale', discountedAmount: money('1.0') },
  ],
  appliedGiftCards: [{ lastCharacters: 'x9k2', amountUsed: money('20.0'), balance: money('5.5') }],
  cost: { subtotalAmount: money('27.9'), totalTaxAmount: money('3.63'), totalAmount: money('11.53'), checkoutChargeAmount: money('11.53') },
};

function request(method: string, path: string, body = '') {
  return { method, url: new URL(path, 'http://127.0.0.1:4000'), headers: {}, body: Buffer.from(body) };
}

function storeWith(completed = false) {
  const calls: string[] = [];
  return {
    calls,
    getCheckout: (token: string) => (token === 'abc' ? { cart, completed } : null),
    completeCheckout: (token: string) => {
      calls.push(token);
      return token === 'abc';
    },
  };
}

describe('hosted checkout page rendering', () => {
  it('lists lines, discounts, gift cards and totals with money to two decimals', () => {
    const res = handleCheckout(request('GET', '/checkouts/cn/abc?key=k&_fd=0'), storeWith());
    const html = String(res.body);
    expect(res.status).toBe(200);
    expect(html).toContain('Wool &#34;socks&#34;');
    expect(html).toContain('L / &#60;Red&#62;');
    expect(html).not.toContain('<Red>');
    expect(html).toMatch(/<td class="num">3<\/td><td class="num">\$36\.00 CAD<\/td>/);
    expect(html).toContain('SOCKS5: −$5.00 CAD');
    expect(html).toContain('<code>SPRING10</code> (applied)');
    expect(html).toContain('<code>BIGSPEND</code> <span class="muted">(not applicable to this cart)</span>');
    expect(html).toContain('Spring sale: −$4.10 CAD');
    expect(html).toMatch(/Order discounts<\/th><td class="num">−\$4\.10 CAD/);
    expect(html).toMatch(/Gift cards<\/th><td class="num">−\$20\.00 CAD/);
    expect(html).toContain('Gift card ending in <code>x9k2</code>: $20.00 CAD used, $5.50 CAD remaining');
    expect(html).toMatch(/Subtotal<\/th><td class="num">\$27\.90 CAD/);
    expect(html).toMatch(/Taxes<\/th><td class="num">\$3\.63 CAD/);
    expect(html).toMatch(/Total due<\/th><td class="num">\$11\.53 CAD/);
    expect(html).toContain('<code>_fd=0</code>');
    expect(html).toContain('<code>key=k</code>');
    expect(html).toContain('ada@example.test');
    expect(html).toContain('<title>Checkout · ShopEmbed demo checkout</title>');
  });

  it('lists the cart attributes with the note, escaped, keeping the lines of a message', () => {
    const withDetails = {
      ...cart,
      note: 'Leave at the door',
      attributes: [
        { key: 'gift_message', value: 'Happy birthday <Ada>!\nLove, "Bo"' },
        { key: 'delivery_window', value: 'Morning' },
        { key: 'left_empty', value: '' },
      ],
    };
    const store = { getCheckout: () => ({ cart: withDetails, completed: false }), completeCheckout: () => true };
    const html = String(handleCheckout(request('GET', '/checkouts/cn/abc'), store).body);
    const details = html.slice(html.indexOf('<h2 id="buyer-heading">'));
    expect(details).toContain('<dt>Note</dt><dd>Leave at the door</dd>');
    expect(details).toContain('<dt>gift_message</dt><dd>Happy birthday &#60;Ada&#62;!\nLove, &#34;Bo&#34;</dd>');
    expect(details).toContain('<dt>delivery_window</dt><dd>Morning</dd>');
    expect(details).not.toContain('left_empty');
    expect(html).not.toContain('<Ada>');
    expect(html).toMatch(/dd\{[^}]*white-space:pre-line/);
  });

  it('shows a gift message set through the Storefront API on the hosted checkout', async () => {
    const emulator = createEmulator();
    const origin = 'http://127.0.0.1:4000';
    const gql = async (query: string, variables: object) => {
      const res = await emulator.execute(
        new Request(`${origin}/api/2026-04/graphql.json`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': DEMO_TOKEN },
          body: JSON.stringify({ query, variables }),
        }),
      );
      return ((await res.json()) as { data: any }).data;
    };
    const created = await gql('mutation { cartCreate(input: { note: "Ring twice" }) { cart { id checkoutUrl } } }', {});
    const { id, checkoutUrl } = created.cartCreate.cart;
    await gql('mutation ($id: ID!, $a: [AttributeInput!]!) { cartAttributesUpdate(cartId: $id, attributes: $a) { cart { id } } }', {
      id,
      a: [{ key: 'gift_message', value: 'For you & yours' }],
    });
    const page = await (await emulator.execute(new Request(checkoutUrl))).text();
    expect(page).toContain('<dt>Note</dt><dd>Ring twice</dd>');
    expect(page).toContain('<dt>gift_message</dt><dd>For you &#38; yours</dd>');
  });

  it('keeps the same variant with other line properties as its own line, and lists the visible ones on the hosted checkout', async () => {
    const emulator = createEmulator();
    const gql = async (query: string, variables: object) => {
      const res = await emulator.execute(
        new Request('http://127.0.0.1:4000/api/2026-04/graphql.json', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': DEMO_TOKEN },
          body: JSON.stringify({ query, variables }),
        }),
      );
      return ((await res.json()) as { data: any }).data;
    };
    const product = await gql('{ product(handle: "stoneware-mug") { variants(first: 1) { nodes { id } } } }', {});
    const merchandiseId = product.product.variants.nodes[0].id;
    const engraved = (name: string) => ({
      merchandiseId,
      quantity: 1,
      attributes: [
        { key: 'Engraving', value: name },
        { key: '_ref', value: 'card-7' },
      ],
    });
    const created = await gql('mutation ($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { id checkoutUrl } } }', {
      lines: [engraved('Anna & Bo'), engraved('Cleo')],
    });
    const { id, checkoutUrl } = created.cartCreate.cart;
    const added = await gql(
      'mutation ($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { cart { lines(first: 9) { nodes { quantity } } } } }',
      {
        id,
        lines: [engraved('Cleo')],
      },
    );
    expect(added.cartLinesAdd.cart.lines.nodes.map((l: { quantity: number }) => l.quantity)).toEqual([1, 2]);
    const page = await (await emulator.execute(new Request(checkoutUrl))).text();
    expect(page).toContain('<span class="muted">Engraving: Anna &#38; Bo</span>');
    expect(page).toContain('<span class="muted">Engraving: Cleo</span>');
    expect(page).not.toContain('card-7');
  });

  it('carries return_to into the Pay now form and back to Continue shopping', () => {
    const page = String(handleCheckout(request('GET', '/checkouts/cn/abc?return_to=https%3A%2F%2Fshop.test%2F%3Fa%3D1%26b%3D2'), storeWith()).body);
    expect(page).toContain('<form method="post" action="/checkouts/cn/abc/complete">');
    expect(page).toContain('<input type="hidden" name="return_to" value="https://shop.test/?a=1&#38;b=2">');
    const store = storeWith();
    const done = handleCheckout(request('POST', '/checkouts/cn/abc/complete', 'return_to=https%3A%2F%2Fshop.test%2F'), store);
    expect(done.status).toBe(200);
    expect(store.calls).toEqual(['abc']);
    expect(String(done.body)).toContain('<a class="button" href="https://shop.test/">Continue shopping</a>');
    expect(String(done.body)).toContain('Total paid: <strong>$11.53 CAD</strong>');
  });

  it('links only http(s) return URLs and falls back to the examples', () => {
    expect(safeReturnUrl('javascript:alert(1)')).toBe('/examples/');
    expect(safeReturnUrl('not a url')).toBe('/examples/');
    expect(safeReturnUrl(null)).toBe('/examples/');
    expect(safeReturnUrl('http://shop.test/x')).toBe('http://shop.test/x');
  });

  it('answers a completed or unknown checkout with a 404 page and refuses to complete it again', () => {
    for (const [path, store] of [
      ['/checkouts/cn/abc', storeWith(true)],
      ['/checkouts/cn/zzz', storeWith()],
    ] as const) {
      const res = handleCheckout(request('GET', path), store);
      expect(res.status).toBe(404);
      expect(String(res.body)).toContain('This checkout is no longer available');
    }
    const store = storeWith(true);
    expect(handleCheckout(request('POST', '/checkouts/cn/abc/complete'), store).status).toBe(404);
    expect(store.calls).toEqual([]);
  });
});
