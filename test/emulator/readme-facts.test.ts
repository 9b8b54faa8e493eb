// The docs' figures about the demo shop (docs/emulator.md) come from its data: each number or code the README states is checked here,
// so adding a product or a discount code fails this test until the README says so too.
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../emulator/storefront/data/catalog.mjs';
import { DISCOUNTS, GIFT_CARDS } from '../../emulator/storefront/data/shop.mjs';
import { docsText } from '../support/readme';

const README = docsText();
const catalog = buildCatalog();

/** The README's words after `pattern`, or a failure naming what is missing. */
function stated(pattern: RegExp): RegExpExecArray {
  const found = pattern.exec(README);
  if (!found) throw new Error(`README.md no longer says ${pattern}`);
  return found;
}

describe("the README's demo shop", () => {
  it('counts the products and collections the emulator has', () => {
    const [, products, collections] = stated(/The demo shop has (\d+) products in (\d+) collections/);
    expect({ products: Number(products), collections: Number(collections) }).toEqual({
      products: catalog.products.length,
      collections: catalog.collections.length,
    });
  });

  it('has the product with that many variants and the one with that many images', () => {
    const [, variants, images] = stated(/a product with (\d+) variants and one with (\d+) images/);
    expect(Math.max(...catalog.products.map((p) => p.variants.length))).toBe(Number(variants));
    expect(Math.max(...catalog.products.map((p) => p.images.length))).toBe(Number(images));
  });

  it('lists every discount code and gift card, and only those', () => {
    const [, discounts] = stated(/discount codes ((?:`[\w-]+`(?:, )?)+);/);
    const [, giftCards] = stated(/gift cards ((?:`[\w-]+`(?:, )?)+)\./);
    const codes = (list: string) => [...list.matchAll(/`([\w-]+)`/g)].map((m) => m[1]);
    expect(codes(discounts!)).toEqual(DISCOUNTS.map((d: { code: string }) => d.code));
    expect(codes(giftCards!)).toEqual(GIFT_CARDS.map((g: { code: string }) => g.code));
  });
});
