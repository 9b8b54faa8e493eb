// Where a shopper's choice of country and language is kept, per shop, so every page of the site opens in it: the first
// script reads it before its one request (the cards paint in the chosen market's prices), the components read it as they
// connect, the localization chunk writes it.
export interface LocalizationChoice {
  /** ISO 3166 code (`JP`): the market's prices and currency. */
  country?: string;
  /** LanguageCode (`JA`, `PT_BR`): product texts in it where the shop has them. */
  language?: string;
}

/** `domain` as init() resolved it, the same string on every page of the site (the first script and the components resolve it alike). */
export const localizationKey = (domain: string) => `shop-embed:localization:${domain}`;

/** The choice as it is kept: the two codes, `JP JA`. */
export const storedForm = (choice: Required<LocalizationChoice>) => `${choice.country} ${choice.language}`;

/** The stored choice for the shop at `domain`: two codes shaped as the Storefront API's enums, else none (an edited or old value). */
export function storedLocalization(view: Window, domain: string): LocalizationChoice {
  try {
    // The two codes alone (they spread into the connection's options): nothing else a stored value holds gets there.
    const [, country, language] = /^([A-Z]{2}) ([A-Z]{2}(?:_[A-Z]{2})?)$/.exec(view.localStorage[localizationKey(domain)])!;
    return { country, language } as LocalizationChoice;
  } catch {
    return {}; // none stored, another shape, or storage that throws
  }
}
