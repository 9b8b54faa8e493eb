/**
 * A country or province name as a lookup key: lower case without accents or dots, curly apostrophes straight, `&` as "and", "St." as "Saint",
 * no "SAR China"-style suffixes, single spaces. So "Québec" and "quebec", or "U.S. Virgin Islands" and "US Virgin Islands", match.
 *
 * @example
 * normaliseName('  Trinidad &  Tobago ') // 'trinidad and tobago'
 */
export function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‘’]/g, "'")
    .replace(/&/g, 'and')
    .replace(/\bst\.?\s/g, 'saint ')
    .replace(/\./g, '')
    .replace(/\s+sar china$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}
