// The widgets' words in other languages than English, one small pack per language (src/scripts/lang-fr…; in the script build
// `dist/shop-embed.lang-fr.min.js`…), loaded only where a page or a shopper asks for that language (src/mount). English
// is the defaults themselves (strings.ts and each chunk's own), so an English page loads none of this.
import { rtlStyles } from './rtl-styles';
import type { PackStrings } from './pack';

export type { PackKey, PackStrings, PluralForm, PluralKey } from './pack';

export interface LanguagePack {
  /** The pack's BCP 47 tag (`fr`, `pt-BR`, `zh-CN`): the widgets' `lang`, and whose plural rules pick the forms. */
  language: string;
  dir: 'ltr' | 'rtl';
  strings: Readonly<Record<string, string>>;
  /** Rules that mirror what logical properties do not (the drawer's side and slide, arrows): only a right-to-left pack has them. */
  styles: string;
  /** No pack for the language asked for: this is English in its stead. */
  missing?: boolean;
}

const PACKS: Record<string, () => Promise<{ strings: PackStrings }>> = {
  fr: () => import('../../scripts/lang-fr'),
  de: () => import('../../scripts/lang-de'),
  es: () => import('../../scripts/lang-es'),
  it: () => import('../../scripts/lang-it'),
  nl: () => import('../../scripts/lang-nl'),
  'pt-BR': () => import('../../scripts/lang-pt-BR'),
  ja: () => import('../../scripts/lang-ja'),
  'zh-CN': () => import('../../scripts/lang-zh-CN'),
  ar: () => import('../../scripts/lang-ar'),
};

/** The languages with a pack, besides English. */
export const LANGUAGES = Object.keys(PACKS);

/**
 * The pack for a BCP 47 tag or a Shopify `LanguageCode` (`fr-CA`, `PT_BR`, `zh-Hans-CN`), or null: English, or a language
 * without one. Every Portuguese reads the Brazilian pack, and Chinese the simplified one unless the tag says traditional
 * (Taiwan, Hong Kong, Macao), which has none.
 *
 * @example
 * packFor('fr-CA'); // 'fr'
 * packFor('zh-TW'); // null
 */
export function packFor(tag: string): string | null {
  const [language = '', ...rest] = tag.trim().replace(/_/g, '-').toLowerCase().split('-');
  if (language === 'pt') return 'pt-BR';
  if (language === 'zh') return rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part)) ? null : 'zh-CN';
  return Object.hasOwn(PACKS, language) ? language : null;
}

const FORM = /_(zero|one|two|few|many)$/;

/**
 * The pack for `tag` (its chunk loaded once). English is a pack of no sentences (the defaults are English), also where
 * there is no pack for the language (`missing`): the widgets' hosts then say they speak English. A plural form of a
 * sentence the site owner gives in `own` is left out, so the owner's sentence is said for every count.
 */
export async function loadPack(tag: string, own: Readonly<Record<string, string>> = {}): Promise<LanguagePack> {
  const language = /^en\b/i.test(tag) ? 'en' : (packFor(tag) ?? 'en');
  const { strings } = language === 'en' ? { strings: {} as PackStrings } : await PACKS[language]!();
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const kept = Object.entries(strings as Record<string, string>).filter(([key]) => !(key.replace(FORM, '') in own && FORM.test(key)));
  const pack: LanguagePack = { language, dir, strings: Object.fromEntries(kept), styles: dir === 'rtl' ? rtlStyles : '' };
  if (language === 'en' && !/^en\b/i.test(tag)) pack.missing = true;
  return pack;
}
