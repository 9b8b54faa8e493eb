/**
 * The country and language selector's words: they come with the localization chunk, which puts them under the page's
 * strings, so a site owner overrides them the same way as every other sentence (and a language pack can carry them).
 */
export const localizationStrings = {
  localization: 'Country and language',
  localizationCountry: 'Country/region',
  /** One country in the list: its name and the currency its prices are in. */
  localizationCountryOption: '{country} ({currency} {symbol})',
  localizationLanguage: 'Language',
  localizationChanged: 'Prices are now in {currency} for {country}.',
  localizationNotSold: '{title} isn’t sold in {country}.',
  localizationUnavailable: 'The list of countries could not be loaded.',
};
