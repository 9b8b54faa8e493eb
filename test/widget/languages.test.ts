import { describe, expect, it } from 'vitest';
import { LANGUAGE_PACKS } from '../../build/script-tag.mjs';
import { codeStrings } from '../../src/widget/cart/code-strings';
import { cartFormStrings } from '../../src/widget/cart/form-strings';
import { cartStrings } from '../../src/widget/cart/strings';
import { carouselStrings, lineFieldStrings } from '../../src/scripts/card-extras';
import { catalogStrings } from '../../src/widget/catalog-strings';
import { contentStrings } from '../../src/widget/content/content-strings';
import { discoveryStrings } from '../../src/widget/discovery-strings';
import { LANGUAGES, loadPack, packFor } from '../../src/widget/languages/languages';
import { LANGUAGES as NAMED } from '../../src/scripts/diagnose';
import { localizationStrings } from '../../src/widget/localization-strings';
import { buyNowStrings } from '../../src/scripts/buy-now';
import { planStrings } from '../../src/widget/card/view-plans';
import { linePlanStrings } from '../../src/widget/cart/view-line-plan';
import { defaultStrings } from '../../src/widget/default-strings';
import { sentence } from '../../src/widget/strings';

/** English: every sentence any widget or chunk shows (the defaults the packs translate). */
const english: Record<string, string> = {
  ...defaultStrings,
  ...catalogStrings,
  ...cartStrings,
  ...cartFormStrings,
  ...codeStrings,
  ...contentStrings,
  ...planStrings,
  ...linePlanStrings,
  ...buyNowStrings,
  ...carouselStrings,
  ...lineFieldStrings,
  ...localizationStrings,
  ...discoveryStrings,
};
/**
 * The sentences that carry a count, with the smallest count each is said with (the cart toggle says 0 and 1 in keys of
 * their own, the suggestions 0 and 1; the results and the filter sheet's button say 1 in their own but 0 in these).
 */
const PLURALS: Record<string, number> = { cartMany: 2, moreLoaded: 1, suggestionsMany: 2, resultsCount: 0, showResults: 0, resultsMore: 1 };
const COUNTS = [...Array.from({ length: 120 }, (_, i) => i), 1000, 1001];

/** The placeholders of a sentence: `{title}` and a plural's `{count, plural, …}` alike. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)(?:\}|, *plural)/g)].map((m) => m[1]))].sort();

describe('language packs', () => {
  it('has a pack for each language the build makes a chunk of (a folder src/scripts/lang-<code>)', () => {
    expect([...LANGUAGES].sort()).toEqual([...LANGUAGE_PACKS].sort());
    expect(LANGUAGES).toEqual(NAMED);
    expect(LANGUAGES).toEqual(['fr', 'de', 'es', 'it', 'nl', 'pt-BR', 'ja', 'zh-CN', 'ar']);
  });

  it.each(LANGUAGES)('%s has every key, no other but plural forms, and the placeholders English has', async (language) => {
    const { strings } = (await loadPack(language))!;
    const keys = Object.keys(strings).filter((key) => !/_(zero|one|two|few|many)$/.test(key) || !(key.replace(/_[a-z]+$/, '') in PLURALS));
    expect(keys.sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(strings)) {
      expect(text.trim(), `${language} ${key}`).not.toBe('');
      const base = key in english ? key : key.replace(/_[a-z]+$/, '');
      // A plural form may leave the count out ("منتجان": two products).
      const expected = placeholders(english[base]!).filter((name) => key === base || name !== 'count');
      expect(
        placeholders(text).filter((name) => key === base || name !== 'count'),
        `${language} ${key}: ${text}`,
      ).toEqual(expected);
    }
  });

  it.each(LANGUAGES)('%s has a form for every count a plural sentence is said with', async (language) => {
    const { strings } = (await loadPack(language))!;
    const rules = new Intl.PluralRules(language);
    for (const [key, first] of Object.entries(PLURALS)) {
      for (const n of COUNTS.filter((c) => c >= first)) {
        const category = rules.select(n);
        // `other` is the sentence itself; every other form the language has for these counts must be written.
        if (category !== 'other') expect(Object.keys(strings), `${language} ${key} lacks "${category}" (for ${n})`).toContain(`${key}_${category}`);
        expect(sentence(strings, key, { count: n }, language)).not.toMatch(/[{}]/);
      }
    }
  });

  it('says Arabic counts in their forms, French and English in theirs', async () => {
    const ar = (await loadPack('ar'))!.strings;
    const cart = (count: number) => sentence(ar, 'cartMany', { count }, 'ar');
    expect([2, 3, 10, 11, 99, 100].map(cart)).toEqual([
      'السلة، منتجان',
      'السلة، 3 منتجات',
      'السلة، 10 منتجات',
      'السلة، 11 منتجًا',
      'السلة، 99 منتجًا',
      'السلة، 100 منتج',
    ]);
    expect(sentence(ar, 'moreLoaded', { count: 1 }, 'ar')).toBe('تم تحميل منتج آخر');
    expect([0, 2, 3, 11, 100].map((count) => sentence(ar, 'resultsCount', { count }, 'ar'))).toEqual([
      'لا توجد منتجات',
      'منتجان',
      '3 منتجات',
      '11 منتجًا',
      '100 منتج',
    ]);
    const fr = (await loadPack('fr'))!.strings;
    expect(sentence(fr, 'moreLoaded', { count: 1 }, 'fr')).toBe('1 produit de plus affiché');
    expect(sentence(fr, 'moreLoaded', { count: 4 }, 'fr')).toBe('4 produits de plus affichés');
    expect(sentence(fr, 'showResults', { count: 0 }, 'fr')).toBe('Afficher 0 produit');
    expect(sentence(fr, 'showResults', { count: 12 }, 'fr')).toBe('Afficher 12 produits');
    // English: one form for every count; no language, no forms looked for.
    expect(sentence(english, 'moreLoaded', { count: 1 })).toBe('More products loaded: 1');
  });

  it('leaves out a pack’s plural forms of a sentence the site owner wrote, so the owner’s is said for every count', async () => {
    const fr = (await loadPack('fr', { moreLoaded: '{count} de plus' }))!.strings;
    expect(fr.moreLoaded_one).toBeUndefined();
    expect(sentence({ ...fr, moreLoaded: '{count} de plus' }, 'moreLoaded', { count: 1 }, 'fr')).toBe('1 de plus');
    // Keys that merely contain an underscore are not plural forms.
    expect((await loadPack('fr', { giftCard: 'Carte' }))!.strings.giftCard_INVALID).toBeDefined();
  });

  it('finds the pack for a BCP 47 tag or a Shopify language code', () => {
    expect(packFor('fr-CA')).toBe('fr');
    expect(packFor('FR')).toBe('fr');
    expect(packFor('PT_BR')).toBe('pt-BR');
    expect(packFor('pt-PT')).toBe('pt-BR');
    expect(packFor('zh-Hans-CN')).toBe('zh-CN');
    expect(packFor('ZH_CN')).toBe('zh-CN');
    expect(packFor('zh-TW')).toBeNull();
    expect(packFor('zh-Hant')).toBeNull();
    expect(packFor('ar-AE')).toBe('ar');
    expect(packFor('ja-JP')).toBe('ja');
    expect(packFor('en-US')).toBeNull();
    expect(packFor('pl')).toBeNull();
  });

  it('draws Arabic right to left with the rules that mirror the drawer, and the others left to right', async () => {
    const ar = (await loadPack('ar'))!;
    expect(ar.dir).toBe('rtl');
    expect(ar.styles).toMatch(/:host\(\[dir=rtl\]\) \.drawer\{inset:0 auto 0 0/);
    const ja = (await loadPack('ja-JP'))!;
    expect([ja.language, ja.dir, ja.styles]).toEqual(['ja', 'ltr', '']);
    // English asked for by name: no sentences (the defaults), said left to right.
    expect(await loadPack('en-GB')).toEqual({ language: 'en', dir: 'ltr', strings: {}, styles: '' });
    // A language without a pack: English, marked missing (setLanguage() says so once in the console).
    expect(await loadPack('pl')).toEqual({ language: 'en', dir: 'ltr', strings: {}, styles: '', missing: true });
  });
});
