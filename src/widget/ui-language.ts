/**
 * The seam between the country and language selector and the widgets' own words: called with the LanguageCode the shopper
 * chose (`JA`, `FR`, `PT_BR`) each time the page moves to a market, before the shop answers. The UI language packs hook in
 * here (load the pack for `language`, put it under the site owner's strings, draw again); until they do, the widgets keep
 * the page's strings and only the shop's texts (product titles, descriptions) follow the language.
 */
export function setUiLanguage(language: string): void {
  void language;
}
