// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createShopEmbed, type ShopEmbed } from '../../src/index';
import { useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { captureWarnings } from './helpers';

// The real widgets against the emulator's shop: a product card and a cart toggle, in the page's language or the shopper's.
useEmulator();
let embed: ShopEmbed | null = null;
let warnings: ReturnType<typeof captureWarnings>;

const card = () => document.getElementById('card')!;
const toggle = () => document.getElementById('toggle')!;
const addButton = () => card().shadowRoot?.querySelector('button.add-to-cart, button[part~="add-to-cart"]')?.textContent?.trim();
const toggleName = () => toggle().shadowRoot?.querySelector('.sr-only')?.textContent?.trim();

function page(lang: string, options: Record<string, unknown> = {}) {
  document.documentElement.lang = lang;
  document.body.innerHTML = '<div id="card" data-shop-product="classic-cotton-tee"></div><div id="toggle" data-shop-cart-toggle></div>';
  embed = createShopEmbed({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, ...options });
  return embed;
}

beforeEach(() => {
  warnings = captureWarnings();
});
afterEach(() => {
  embed?.destroy();
  embed = null;
  document.body.innerHTML = '';
  document.documentElement.lang = '';
  warnings.restore();
});

describe('the widgets’ language', () => {
  it('is the page’s: <html lang="ja"> draws the card and the toggle in Japanese, their hosts say so', async () => {
    page('ja');
    await expect.poll(addButton, { timeout: 10_000 }).toBe('カートに追加');
    expect(toggleName()).toBe('カート、空です');
    expect([card().getAttribute('lang'), card().getAttribute('dir')]).toEqual(['ja', 'ltr']);
  });

  it('is English on an English page, with nothing set on the hosts', async () => {
    page('en');
    await expect.poll(addButton, { timeout: 10_000 }).toBe('Add to cart');
    expect(card().hasAttribute('lang') || card().hasAttribute('dir')).toBe(false);
  });

  it('follows data-shop-locale / locale over the page’s lang', async () => {
    page('en', { locale: 'de-DE' });
    await expect.poll(addButton, { timeout: 10_000 }).toBe('In den Warenkorb');
  });

  it('keeps the site owner’s own strings over a pack', async () => {
    page('fr', { strings: { addToCart: 'Je le veux' } });
    await expect.poll(toggleName, { timeout: 10_000 }).toBe('Panier, vide');
    expect(addButton()).toBe('Je le veux');
  });

  it('switches at runtime with setLanguage(): strings swapped, Arabic drawn right to left, back to English', async () => {
    const embed = page('en');
    await expect.poll(addButton, { timeout: 10_000 }).toBe('Add to cart');
    await expect(embed.setLanguage('ar-AE')).resolves.toBe('ar');
    await expect.poll(addButton).toBe('أضف إلى السلة');
    expect([toggle().getAttribute('lang'), toggle().getAttribute('dir')]).toEqual(['ar', 'rtl']);
    await expect(embed.setLanguage('fr-CA')).resolves.toBe('fr');
    await expect.poll(addButton).toBe('Ajouter au panier');
    expect(toggle().getAttribute('dir')).toBe('ltr');
    await expect(embed.setLanguage('en')).resolves.toBe('en');
    await expect.poll(addButton).toBe('Add to cart');
    // English chosen by name is said on the hosts too (a page in another language reads it as English, left to right).
    expect([toggle().getAttribute('lang'), toggle().getAttribute('dir')]).toEqual(['en', 'ltr']);
  });

  it('says once, and stays in English, for a language it has no pack for', async () => {
    const embed = page('en');
    await expect.poll(addButton, { timeout: 10_000 }).toBe('Add to cart');
    await expect(embed.setLanguage('pl')).resolves.toBe('en');
    await embed.setLanguage('pl');
    await expect.poll(() => warnings.messages().filter((m) => m.includes('setLanguage("pl")')).length).toBe(1);
    expect(addButton()).toBe('Add to cart');
  });

  it('an answer for an earlier choice does not overwrite a later one', async () => {
    const embed = page('en');
    await expect.poll(addButton, { timeout: 10_000 }).toBe('Add to cart');
    const first = embed.setLanguage('ja');
    await expect(embed.setLanguage('de')).resolves.toBe('de');
    await first;
    await expect.poll(addButton).toBe('In den Warenkorb');
  });
});
