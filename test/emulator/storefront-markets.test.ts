// The demo shop's six markets: each its own prices and currency, product texts in the request's language, a product one
// market does not sell, `localization` answering per @inContext, and a cart moved between markets.
import { describe, expect, it } from 'vitest';
import { MONEY, setup } from './storefront.helpers';

const LOCALIZATION = `localization {
  availableCountries { isoCode name currency { isoCode symbol } availableLanguages { isoCode endonymName } }
  country { isoCode name currency { isoCode } } language { isoCode endonymName } }`;

const teeIn = (country: string, language = 'EN') => `query @inContext(country: ${country}, language: ${language}) {
  product(handle: "classic-cotton-tee") { title description variants(first: 1) { nodes { price { ${MONEY} } } } } }`;

describe('markets', () => {
  it('lists the six markets with their currency and languages, and answers the country and language asked for', async () => {
    const { gql } = setup();
    const { localization } = await gql(`query @inContext(country: JP, language: JA) { ${LOCALIZATION} }`);
    expect(
      localization.availableCountries.map((c: { isoCode: string; currency: { isoCode: string } }) => `${c.isoCode}/${c.currency.isoCode}`),
    ).toEqual(['CA/CAD', 'DE/EUR', 'JP/JPY', 'AE/AED', 'GB/GBP', 'US/USD']);
    const langs = (code: string) =>
      localization.availableCountries
        .find((c: { isoCode: string }) => c.isoCode === code)
        .availableLanguages.map((l: { isoCode: string }) => l.isoCode);
    expect([langs('CA'), langs('DE'), langs('JP'), langs('AE'), langs('US')]).toEqual([
      ['EN', 'FR'],
      ['DE', 'EN'],
      ['JA', 'EN'],
      ['AR', 'EN'],
      ['EN', 'FR', 'DE', 'JA'],
    ]);
    expect(localization.country).toEqual({ isoCode: 'JP', name: 'Japan', currency: { isoCode: 'JPY' } });
    expect(localization.language).toEqual({ isoCode: 'JA', endonymName: '日本語' });
  });

  it('answers a language the country does not offer in the shop’s primary language', async () => {
    const { gql } = setup();
    const data = await gql(`query @inContext(country: GB, language: JA) { ${LOCALIZATION} product(handle: "classic-cotton-tee") { title } }`);
    expect(data.localization.language.isoCode).toBe('EN');
    expect(data.product.title).toBe('Classic Cotton Tee');
  });

  it('says beside every answer the country and language it is in (Shopify’s `context` extension), the fallback too', async () => {
    const { send } = setup();
    const ask = async (context: string) => (await send(`query ${context} { shop { name } }`)).body.extensions;
    expect(await ask('@inContext(country: US, language: JA)')).toEqual({ context: { country: 'US', language: 'JA' } });
    expect(await ask('@inContext(country: GB, language: JA)')).toEqual({ context: { country: 'GB', language: 'EN' } });
    expect(await ask('')).toEqual({ context: { country: 'US', language: 'EN' } });
  });

  it('answers a country the shop has no market for in the primary market (in English where that market has not the language asked for), and says the context it answered in', async () => {
    const { send } = setup();
    const { body } = await send(`query @inContext(country: FR, language: IT) { ${LOCALIZATION} product(handle: "classic-cotton-tee") { title } }`);
    const data = body.data as { localization: { country: { isoCode: string; currency: { isoCode: string } }; language: { isoCode: string } } };
    expect([data.localization.country.isoCode, data.localization.country.currency.isoCode, data.localization.language.isoCode]).toEqual([
      'US',
      'USD',
      'EN',
    ]);
    expect(body.extensions).toEqual({ context: { country: 'US', language: 'EN' } });
  });

  it('refuses a code that is no CountryCode or LanguageCode at all, as any GraphQL server: errors and no data', async () => {
    const { send } = setup();
    const query = `query Q($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) { shop { name } }`;
    const { status, body } = await send(query, { country: 'QQ', language: 'EN' });
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([expect.objectContaining({ message: expect.stringContaining('"QQ" does not exist in "CountryCode" enum') })]);
  });

  it('prices a product at the market’s own price where it sets one, and converts and rounds where it does not', async () => {
    const { gql } = setup();
    const price = async (country: string, handle: string) =>
      (await gql(`query @inContext(country: ${country}) { product(handle: "${handle}") { variants(first: 1) { nodes { price { ${MONEY} } } } } }`))
        .product.variants.nodes[0].price;
    expect(await price('JP', 'classic-cotton-tee')).toEqual({ amount: '3800.0', currencyCode: 'JPY' }); // its own, not 24 × 150
    expect(await price('GB', 'classic-cotton-tee')).toEqual({ amount: '20.0', currencyCode: 'GBP' });
    expect(await price('DE', 'classic-cotton-tee')).toEqual({ amount: '25.0', currencyCode: 'EUR' });
    expect(await price('AE', 'classic-cotton-tee')).toEqual({ amount: '89.0', currencyCode: 'AED' });
    expect(await price('JP', 'ribbed-wool-beanie')).toEqual({ amount: '4200.0', currencyCode: 'JPY' }); // 28.00 × 150
    expect(await price('DE', 'ribbed-wool-beanie')).toEqual({ amount: '26.0', currencyCode: 'EUR' }); // 25.76 rounded up
  });

  it('translates titles and descriptions into French, German and Japanese, English where there is no translation', async () => {
    const { gql } = setup();
    expect((await gql(teeIn('CA', 'FR'))).product.title).toBe('T-shirt classique en coton');
    expect((await gql(teeIn('DE', 'DE'))).product.description).toMatch(/^Ein mittelschweres T-Shirt aus 100 % Bio-Baumwolle/);
    expect((await gql(teeIn('JP', 'JA'))).product.title).toBe('クラシック コットン Tシャツ');
    const { product } = await gql(`query @inContext(country: JP, language: JA) { product(handle: "leather-card-wallet") { title } }`);
    expect(product.title).toBe('Leather Card Wallet');
  });

  it('does not show a product in a market that does not sell it: no product, not in its collections', async () => {
    const { gql } = setup();
    const read = (country: string) =>
      gql(`query @inContext(country: ${country}) { product(handle: "house-blend-whole-bean") { id }
        collection(handle: "frontpage") { products(first: 10) { nodes { handle } } } }`);
    const us = await read('US');
    const ae = await read('AE');
    expect(us.product).not.toBeNull();
    expect(us.collection.products.nodes.map((p: { handle: string }) => p.handle)).toContain('house-blend-whole-bean');
    expect(ae.product).toBeNull();
    expect(ae.collection.products.nodes.map((p: { handle: string }) => p.handle)).not.toContain('house-blend-whole-bean');
  });

  it('moves a cart to another market with cartBuyerIdentityUpdate: the market’s prices, its currency, a line it does not sell kept but not for sale', async () => {
    const { gql } = setup();
    const { hb } = await gql(`{ hb: product(handle: "house-blend-whole-bean") { variants(first: 1) { nodes { id } } }
      tee: product(handle: "classic-cotton-tee") { id } }`);
    const tee = (await gql(`{ product(handle: "classic-cotton-tee") { variants(first: 1) { nodes { id } } } }`)).product.variants.nodes[0].id;
    const lines = `lines(first: 5) { nodes { quantity cost { amountPerQuantity { ${MONEY} } } merchandise { ... on ProductVariant { availableForSale product { handle } } } } }`;
    const created = await gql(
      `mutation ($lines: [CartLineInput!]!) { cartCreate(input: { lines: $lines }) { cart { id cost { subtotalAmount { ${MONEY} } } } } }`,
      { lines: [{ merchandiseId: tee }, { merchandiseId: hb.variants.nodes[0].id }] },
    );
    const id = created.cartCreate.cart.id;
    expect(created.cartCreate.cart.cost.subtotalAmount).toEqual({ amount: '38.0', currencyCode: 'USD' });
    const move = (country: string) =>
      gql(
        `mutation ($id: ID!, $country: CountryCode!) { cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: { countryCode: $country }) {
        cart { buyerIdentity { countryCode } cost { subtotalAmount { ${MONEY} } } ${lines} } userErrors { code } warnings { code target } } }`,
        { id, country },
      );
    const jp = (await move('JP')).cartBuyerIdentityUpdate;
    expect(jp.userErrors).toEqual([]);
    expect(jp.cart.cost.subtotalAmount).toEqual({ amount: '6000.0', currencyCode: 'JPY' }); // ¥3,800 + ¥2,200
    const ae = (await move('AE')).cartBuyerIdentityUpdate;
    // 2026-04's CartWarningCode has no code for it (PRODUCT_UNAVAILABLE_IN_BUYER_LOCATION comes in 2026-07): the line stays,
    // its merchandise not for sale in the cart's market.
    expect(ae.warnings).toEqual([]);
    expect(
      ae.cart.lines.nodes.map((l: { merchandise: { availableForSale: boolean; product: { handle: string } } }) => [
        l.merchandise.product.handle,
        l.merchandise.availableForSale,
      ]),
    ).toEqual([
      ['classic-cotton-tee', true],
      ['house-blend-whole-bean', false],
    ]);
    expect(ae.cart.lines.nodes[0].cost.amountPerQuantity).toEqual({ amount: '89.0', currencyCode: 'AED' });
  });
});
