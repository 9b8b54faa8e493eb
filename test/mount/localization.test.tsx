// @vitest-environment happy-dom
// The country and language selector as a shopper meets it: the shop's markets in two native selects, a choice that
// re-prices every widget in one request and moves the cart, kept for the shop across pages, and the event it fires.
import { waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { createShopEmbed, type ShopEmbed } from '../../src/index';
import { localizationKey } from '../../src/mount/localization-key';
import { SHOP_ORIGIN, useEmulator, VARIANTS } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { http, HttpResponse } from 'msw';
import { captureWarnings } from './helpers';

const shop = useEmulator();
let embed: ShopEmbed | null = null;

afterEach(() => {
  embed?.destroy();
  embed = null;
  document.body.innerHTML = '';
  localStorage.clear();
});

const PAGE = `<div id="picker" data-shop-localization></div>
<div id="tee" data-shop-product="classic-cotton-tee"></div>
<div id="mug" data-shop-product="stoneware-mug"></div>`;

function start(options: Record<string, unknown> = {}, html = PAGE) {
  document.body.innerHTML = html;
  embed = createShopEmbed({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, ...options });
  return embed;
}

const inside = (id: string) => within(document.getElementById(id)!.shadowRoot as unknown as HTMLElement);
const text = (id: string) => document.getElementById(id)!.shadowRoot!.textContent ?? '';
const country = () => inside('picker').getByRole('combobox', { name: 'Country/region' }) as HTMLSelectElement;
const language = () => inside('picker').getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;

/**
 * A shopper's pick in a native select. (Testing Library's `fireEvent.change` builds its event from a window a shadow root
 * inside happy-dom does not give it, and nothing hears that event: the select's own value and a plain `change` do.)
 */
function pick(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

async function picker() {
  await waitFor(() => expect(inside('picker').queryByRole('combobox', { name: 'Country/region' })).not.toBeNull());
  await waitFor(() => expect(text('tee')).toContain('$24.00'));
}

describe('the localization widget', () => {
  it('lists the shop’s countries with their currency, and the chosen country’s languages, as labelled selects', async () => {
    start({ country: 'CA', language: 'fr' });
    // A French page: the selector speaks French too (the French pack, loaded for the page's language).
    const country = () => inside('picker').getByRole('combobox', { name: 'Pays/région' }) as HTMLSelectElement;
    const language = () => inside('picker').getByRole('combobox', { name: 'Langue' }) as HTMLSelectElement;
    await waitFor(() => expect(country().value).toBe('CA'));
    const names = [...country().options].map((option) => option.textContent);
    expect(names).toEqual([
      'Canada (CAD $)',
      'Germany (EUR €)',
      'Japan (JPY ¥)',
      'United Arab Emirates (AED د.إ)',
      'United Kingdom (GBP £)',
      'United States (USD $)',
    ]);
    expect([...language().options].map((option) => [option.value, option.lang, option.textContent])).toEqual([
      ['EN', 'en', 'English'],
      ['FR', 'fr', 'français'],
    ]);
    expect(language().value).toBe('FR');
    expect(inside('picker').getByRole('form', { name: 'Pays et langue' }).contains(country())).toBe(true);
  });

  it('re-prices every widget in the chosen market with one storefront request, and says so', async () => {
    start();
    await picker();
    await waitFor(() => expect(text('mug')).toContain('$18.00'));
    shop.sent.length = 0;
    pick(country(), 'JP');
    await waitFor(() => expect(text('tee')).toContain('¥3,800'));
    await waitFor(() => expect(text('mug')).toContain('¥2,800'));
    expect(shop.operations()).toEqual(['CatalogReads']);
    expect(shop.sent[0]!.variables).toMatchObject({ country: 'JP', language: 'EN' });
    await waitFor(() => expect(inside('picker').getByRole('status').textContent).toBe('Prices are now in JPY for Japan.'));
    expect(country().value).toBe('JP');
    // Japanese is one of Japan's languages: the product texts follow it.
    pick(language(), 'JA');
    await waitFor(() => expect(text('tee')).toContain('クラシック コットン Tシャツ'));
  });

  it('fires shop-embed:localization:change with the country, language and currency the shop answered', async () => {
    start();
    await picker();
    const heard: unknown[] = [];
    const onPage: unknown[] = [];
    embed!.on('localization:change', (detail) => heard.push(detail));
    document.addEventListener('shop-embed:localization:change', (event) => onPage.push((event as CustomEvent).detail));
    const outcome = await embed!.setLocalization({ country: 'de', language: 'de' });
    expect(heard).toEqual([{ country: 'DE', language: 'DE', currency: 'EUR' }]);
    expect(onPage).toEqual(heard);
    expect(outcome).toEqual({ country: 'Germany', currency: 'EUR', notSold: [] });
    await waitFor(() => expect(text('tee')).toContain('Klassisches Baumwoll-T-Shirt'));
    // The widgets speak German too (its pack, loaded for the chosen language): the price in euros, written the German way.
    await waitFor(() => expect(text('tee')).toMatch(/Preis 25,00\s€/));
  });

  it('keeps the choice for the shop: the next page opens in it, over the owner’s data-shop-country', async () => {
    start({ country: 'CA' });
    await waitFor(() => expect(text('tee')).toContain('$33.00'));
    await embed!.setLocalization({ country: 'JP', language: 'ja' });
    expect(localStorage.getItem(localizationKey(SHOP_DOMAIN))).toBe('JP JA');
    embed!.destroy();
    shop.sent.length = 0;
    start({ country: 'CA' }); // the next page, the same tag
    await waitFor(() => expect(text('tee')).toContain('¥3,800'));
    expect(text('tee')).toContain('クラシック コットン Tシャツ');
    await waitFor(() => expect(country().value).toBe('JP'));
    expect(shop.sent.every((request) => request.variables.country === 'JP')).toBe(true);
  });

  it('starts from the owner’s country when nothing is kept, and ignores a kept value of another shape', async () => {
    localStorage.setItem(localizationKey(SHOP_DOMAIN), '{"country":"JP","language":"JA","domain":"evil.example"}');
    start({ country: 'GB' });
    await waitFor(() => expect(text('tee')).toContain('£20.00'));
    await waitFor(() => expect(country().value).toBe('GB'));
  });

  it('moves the cart: its lines re-priced in the new currency, a product the market does not sell named plainly', async () => {
    start();
    await picker();
    const hb = 'gid://shopify/ProductVariant/1015001'; // House Blend Whole Bean, 250 g: not sold in the UAE
    await embed!.cart.addLines([
      { merchandiseId: VARIANTS.tee, quantity: 1 },
      { merchandiseId: hb, quantity: 1 },
    ]);
    expect(embed!.cart.state!.cart!.cost.totalAmount.currencyCode).toBe('USD');
    pick(country(), 'AE');
    await waitFor(() =>
      expect(inside('picker').getByRole('status').textContent).toBe(
        'Prices are now in AED for United Arab Emirates. House Blend Whole Bean isn’t sold in United Arab Emirates.',
      ),
    );
    const cart = embed!.cart.state!.cart!;
    expect(cart.buyerIdentity.countryCode).toBe('AE');
    expect(cart.lines.map((line) => line.cost.amountPerQuantity)).toEqual([
      { amount: '89.0', currencyCode: 'AED' },
      expect.objectContaining({ currencyCode: 'AED' }),
    ]);
    expect(shop.operations()).toContain('CartBuyerIdentityUpdate');
  });

  it('setLocalization() with something that is not a country and a language warns once and changes nothing', async () => {
    const warnings = captureWarnings();
    try {
      start();
      await picker();
      expect(await embed!.setLocalization({ country: 'Japan', language: 'ja' })).toBeNull();
      expect(await embed!.setLocalization({ country: 'Japan', language: 'ja' })).toBeNull();
      await waitFor(() => expect(warnings.messages().filter((m) => m.includes('setLocalization'))).toHaveLength(1));
      expect(warnings.messages()[0]).toMatch(/^\[shop-embed\] setLocalization\(\{"country":"Japan","language":"ja"\}\) expects/);
      expect(localStorage.getItem(localizationKey(SHOP_DOMAIN))).toBeNull();
      expect(text('tee')).toContain('$24.00');
    } finally {
      warnings.restore();
    }
  });

  it('a kept market the shop does not know (QQ): the cards draw in the default market, the value forgotten, one console line', async () => {
    const warnings = captureWarnings();
    try {
      localStorage.setItem(localizationKey(SHOP_DOMAIN), 'QQ QQ');
      start({ country: 'CA' });
      await waitFor(() => expect(text('tee')).toContain('$33.00')); // the owner's market: Canada
      await waitFor(() => expect(country().value).toBe('CA'));
      expect(localStorage.getItem(localizationKey(SHOP_DOMAIN))).toBeNull();
      await waitFor(() => expect(warnings.messages()).toHaveLength(1));
      expect(warnings.messages()[0]).toBe(
        '[shop-embed] the market kept for this shopper ("QQ QQ", chosen with the selector or setLocalization()) is forgotten: the shop does not sell in the country "QQ" (it sells in CA, DE, JP, AE, GB, US); the page shows its default market',
      );
      // Every read since goes out in the owner's market; the add too.
      shop.sent.length = 0;
      await embed!.cart.addLines([{ merchandiseId: VARIANTS.tee, quantity: 1 }]);
      expect(embed!.cart.state!.cart!.cost.totalAmount.currencyCode).toBe('CAD');
      expect(shop.sent.map((request) => request.variables.country)).not.toContain('QQ');
    } finally {
      warnings.restore();
    }
  });

  it('a kept market the shop sells in is kept when a read fails for another reason', async () => {
    localStorage.setItem(localizationKey(SHOP_DOMAIN), 'JP JA');
    let throttling = true;
    shop.use(
      http.post(`${SHOP_ORIGIN}/*`, async ({ request }) => {
        // The card's reads are throttled until the shopper retries; the markets' check goes on to the shop.
        const { query } = (await request.clone().json()) as { query: string };
        if (!throttling || query.includes('ShopMarkets')) return undefined;
        return HttpResponse.json({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] });
      }),
    );
    start({}, '<div id="tee" data-shop-product="classic-cotton-tee"></div>');
    await waitFor(() => expect(shop.operations()).toContain('ShopMarkets'));
    // The shop sells in Japan: the failure is the card's own, shown with its Retry, and the kept market stays.
    await waitFor(() => expect(text('tee')).toContain('This product could not be loaded.'));
    expect(localStorage.getItem(localizationKey(SHOP_DOMAIN))).toBe('JP JA');
    throttling = false;
    inside('tee').getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(text('tee')).toContain('¥3,800')); // read again, still in Japan
    expect(localStorage.getItem(localizationKey(SHOP_DOMAIN))).toBe('JP JA');
  });

  it('setLocalization() to a country or language the shop does not sell in is refused with a console line each, nothing kept', async () => {
    const warnings = captureWarnings();
    try {
      start();
      await picker();
      expect(await embed!.setLocalization({ country: 'QQ', language: 'QQ' })).toBeNull();
      expect(await embed!.setLocalization({ country: 'FR', language: 'fr' })).toBeNull();
      expect(await embed!.setLocalization({ country: 'JP', language: 'fr' })).toBeNull();
      await waitFor(() => expect(warnings.messages()).toHaveLength(3));
      expect(warnings.messages()).toEqual([
        '[shop-embed] setLocalization({"country":"QQ","language":"QQ"}): the shop does not sell in the country "QQ" (it sells in CA, DE, JP, AE, GB, US); nothing changed',
        '[shop-embed] setLocalization({"country":"FR","language":"fr"}): the shop does not sell in the country "FR" (it sells in CA, DE, JP, AE, GB, US); nothing changed',
        '[shop-embed] setLocalization({"country":"JP","language":"fr"}): the shop does not offer the language "FR" in JP (there: JA, EN); nothing changed',
      ]);
      expect(localStorage.getItem(localizationKey(SHOP_DOMAIN))).toBeNull();
      expect(shop.sent.map((request) => request.variables.country)).not.toContain('QQ');
      expect(text('tee')).toContain('$24.00');
    } finally {
      warnings.restore();
    }
  });

  it('a `localization: null` answer: the selector says it is unavailable and setLocalization() refuses, nothing throws', async () => {
    const warnings = captureWarnings();
    try {
      // The shop's answers as they are, but every localization in them null (a proxy or a mock in between).
      shop.use(
        http.post(`${SHOP_ORIGIN}/*`, async ({ request }) => {
          const answer = (await (await shop.emulator.execute(request)).json()) as { data?: Record<string, unknown> };
          for (const key of Object.keys(answer.data ?? {}))
            if ((answer.data![key] as { availableCountries?: unknown } | null)?.availableCountries) answer.data![key] = null;
          return HttpResponse.json(answer);
        }),
      );
      start();
      await waitFor(() => expect(text('picker')).toContain('could not be loaded'));
      expect(await embed!.setLocalization({ country: 'JP', language: 'ja' })).toBeNull();
      await waitFor(() => expect(warnings.messages().some((m) => m.includes("the shop's answer lists no markets"))).toBe(true));
      expect(localStorage.getItem(localizationKey(SHOP_DOMAIN))).toBeNull();
    } finally {
      warnings.restore();
    }
  });
});
