// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShopEmbed, type ShopEmbed } from '../../src/index';
import { useEmulator, VARIANTS } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';

vi.mock('../../src/widget', async (importOriginal) => ({ ...(await importOriginal<object>()), ...(await import('./stand-ins')) }));

// Script-tag callers have no types: a wrong shape is refused with a sentence naming the right one, and nothing is sent.
const shop = useEmulator();
const OPTIONS = { domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN };
let embed: ShopEmbed | null = null;

afterEach(() => {
  embed?.destroy();
  embed = null;
  localStorage.clear();
  document.body.innerHTML = '';
});

/** The public API as a script-tag caller reaches it: any argument goes. */
const untyped = (embed: ShopEmbed) =>
  embed as unknown as { cart: Record<string, (...args: unknown[]) => Promise<unknown>> } & Record<string, (...args: unknown[]) => unknown>;

describe('the JS API refuses arguments of the wrong shape', () => {
  it.each([
    [
      'setNoteAndAttributes',
      ['hi', [{ key: 'gift', value: 'yes' }]],
      '[shop-embed] cart.setNoteAndAttributes() expects ({ note?: string, attributes?: [{ key: string, value: string }] })',
    ],
    [
      'addLines',
      [{ merchandiseId: VARIANTS.tee, quantity: 1 }],
      '[shop-embed] cart.addLines() expects ([{ merchandiseId: string, quantity?: integer, attributes?: [{ key, value }], sellingPlanId?: string }])',
    ],
    [
      'addLines',
      [[{ merchandiseId: VARIANTS.tee, quantity: 1, sellingPlanId: 3001 }]],
      '[shop-embed] cart.addLines() expects ([{ merchandiseId: string, quantity?: integer, attributes?: [{ key, value }], sellingPlanId?: string }])',
    ],
    // Without its second argument a plan change would change nothing: one-time purchase is null.
    ['setLinePlan', ['gid://shopify/CartLine/1'], '[shop-embed] cart.setLinePlan() expects (lineId: string, sellingPlanId: string | null)'],
    ['setLineQuantity', ['gid://shopify/CartLine/1', '2'], '[shop-embed] cart.setLineQuantity() expects (lineId: string, quantity: integer ≥ 0)'],
    ['setAttributes', [{ gift: 'yes' }], '[shop-embed] cart.setAttributes() expects ([{ key: string, value: string }])'],
    ['addDiscountCode', [['SAVE10']], '[shop-embed] cart.addDiscountCode() expects (code: string)'],
  ])('cart.%s', async (name, args, message) => {
    embed = createShopEmbed(OPTIONS);
    await expect(untyped(embed).cart[name]!(...args)).rejects.toThrow(message);
    expect(shop.operations()).not.toContain(expect.stringMatching(/^cart(Create|Lines|Note|Attributes|Discount)/));
  });

  it('a right shape still goes through', async () => {
    embed = createShopEmbed(OPTIONS);
    await expect(embed.cart.setNoteAndAttributes({ note: 'hi', attributes: [{ key: 'gift', value: 'yes' }] })).resolves.toMatchObject({ ok: true });
  });

  it('mount()', () => {
    embed = createShopEmbed(OPTIONS);
    const expected = '[shop-embed] mount() expects (element: Element, name: string, props?: object)';
    expect(() => untyped(embed!).mount!('#here', 'product', { handle: 'tee' })).toThrow(expected);
    expect(() => untyped(embed!).mount!(document.createElement('div'), 'product', 'tee')).toThrow(expected);
  });

  it('init()', () => {
    embed = createShopEmbed();
    expect(() => untyped(embed!).init!(SHOP_DOMAIN, TOKEN)).toThrow('[shop-embed] init() expects ({ domain: string, … })');
    expect(() => untyped(embed!).init!({ domain: SHOP_DOMAIN, storefrontAccessToken: 42 })).toThrow(
      '[shop-embed] init(): storefrontAccessToken must be a string',
    );
    expect(embed.initialized).toBe(false);
  });
});

// Why the checks come with the cart chunk rather than a chunk of their own loaded with the first call: once the cart is
// here, a call's effects begin at the call (the line is drawn, in the order of the calls), before its promise settles. A
// check waiting for a file would move them after that file's arrival, behind the shopper's clicks meanwhile.
describe('once the cart is here, a call with the right shape acts at once', () => {
  it('its line is drawn before its promise settles, and a refused call between two adds changes nothing', async () => {
    embed = createShopEmbed(OPTIONS);
    await embed.cart.refresh(); // the cart chunk is here
    const first = embed.cart.addLines([{ merchandiseId: VARIANTS.tee, quantity: 1 }]);
    const refused = untyped(embed).cart.addLines!({ merchandiseId: VARIANTS.mug });
    const second = embed.cart.addLines([{ merchandiseId: VARIANTS.mug, quantity: 2 }]);
    expect(embed.cart.state!.cart!.lines.map((line) => [line.merchandise.id, line.quantity])).toEqual([
      [VARIANTS.tee, 1],
      [VARIANTS.mug, 2],
    ]);
    await expect(refused).rejects.toThrow(TypeError);
    await expect(Promise.all([first, second])).resolves.toMatchObject([{ ok: true }, { ok: true }]);
  });
});
