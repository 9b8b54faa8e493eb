// @ts-check
// Delivery address validation with the CartErrorCode values of the 2025-01 schema.
// COUNTRY_CODE_ONLY (the schema default) checks the country, the content of every field, and the zip and
// province when they are given; STRICT also requires address1, city, lastName, zip and province.
import { findCountry, findProvince } from '../data/countries.mjs';

/**
 * @typedef {import('./lines.mjs').UserError} UserError
 * @typedef {import('./store.mjs').Address} Address
 * @typedef {{ address1?: string | null, address2?: string | null, city?: string | null, company?: string | null,
 *   country?: string | null, countryCode?: string | null, firstName?: string | null, lastName?: string | null,
 *   phone?: string | null, province?: string | null, provinceCode?: string | null, zip?: string | null }} AddressInput
 */

const TEXT_FIELDS = /** @type {const} */ ([
  'address1',
  'address2',
  'city',
  'company',
  'firstName',
  'lastName',
  'phone',
  'zip',
  'province',
  'provinceCode',
  'country',
  'countryCode',
]);
const MAX_LENGTH = 255;

// First digit of a US ZIP code → states it is used in; first letter of a Canadian postal code → province.
/** @type {Record<string, string[]>} */
const US_ZIP_REGIONS = {
  0: ['CT', 'MA', 'ME', 'NH', 'NJ', 'PR', 'RI', 'VT', 'NY', 'VI', 'AE'],
  1: ['DE', 'NY', 'PA'],
  2: ['DC', 'MD', 'NC', 'SC', 'VA', 'WV'],
  3: ['AL', 'FL', 'GA', 'MS', 'TN', 'AA'],
  4: ['IN', 'KY', 'MI', 'OH'],
  5: ['IA', 'MN', 'MT', 'ND', 'SD', 'WI'],
  6: ['IL', 'KS', 'MO', 'NE'],
  7: ['AR', 'LA', 'OK', 'TX'],
  8: ['AZ', 'CO', 'ID', 'NM', 'NV', 'UT', 'WY'],
  9: ['AK', 'CA', 'HI', 'OR', 'WA', 'AS', 'FM', 'GU', 'MH', 'MP', 'PW', 'AP'],
};
/** @type {Record<string, string[]>} */
const CA_POSTAL_REGIONS = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};

/** @param {string} value @returns {string | null} code of the first content problem */
function contentProblem(value) {
  if (value.length > MAX_LENGTH) return 'ADDRESS_FIELD_IS_TOO_LONG';
  if (/<[a-z/!][^>]*>/i.test(value)) return 'ADDRESS_FIELD_CONTAINS_HTML_TAGS';
  if (/(https?:\/\/|www\.)\S+/i.test(value)) return 'ADDRESS_FIELD_CONTAINS_URL';
  if (/\p{Extended_Pictographic}/u.test(value)) return 'ADDRESS_FIELD_CONTAINS_EMOJIS';
  return null;
}

const MESSAGES = {
  ADDRESS_FIELD_IS_TOO_LONG: `is too long (maximum is ${MAX_LENGTH} characters)`,
  ADDRESS_FIELD_CONTAINS_HTML_TAGS: 'cannot contain HTML tags',
  ADDRESS_FIELD_CONTAINS_URL: 'cannot contain a URL',
  ADDRESS_FIELD_CONTAINS_EMOJIS: 'cannot contain emojis',
};

/**
 * Validates and normalises one address. Returns the address, or null with errors pushed.
 * @param {AddressInput} input
 * @param {string[]} path      field path of the address object
 * @param {boolean} strict
 * @param {UserError[]} errors
 * @returns {Address | null}
 */
export function normaliseAddress(input, path, strict, errors) {
  const before = errors.length;
  /** @param {string} field @param {string} message @param {string} code */
  const fail = (field, message, code) => errors.push({ field: [...path, field], message, code });
  for (const field of TEXT_FIELDS) {
    const value = input[field];
    if (typeof value !== 'string') continue;
    const problem = contentProblem(value);
    if (problem) fail(field, `${field} ${MESSAGES[/** @type {keyof typeof MESSAGES} */ (problem)]}`, problem);
  }
  if (errors.length > before) return null;

  const countryField = 'countryCode' in input && input.countryCode != null ? 'countryCode' : 'country';
  const countryText = input.country ?? input.countryCode ?? '';
  if (!countryText.trim()) {
    fail(countryField, 'Country is required.', 'ADDRESS_FIELD_IS_REQUIRED');
    return null;
  }
  const country = findCountry(countryText);
  if (!country) {
    fail(countryField, `Country ${countryText} is not supported.`, 'INVALID');
    return null;
  }
  const provinceField = input.provinceCode != null ? 'provinceCode' : 'province';
  const provinceText = input.province ?? input.provinceCode ?? '';
  // The legacy `province` took names too; the cart's `provinceCode` takes codes only, as Shopify's does.
  const provinceCode = provinceText.trim() ? findProvince(country, provinceText, input.province == null) : undefined;
  if (provinceText.trim() && country.provinces && !provinceCode) {
    fail(provinceField, `Province ${provinceText} was not found for ${country.name}.`, 'PROVINCE_NOT_FOUND');
  }
  const zip = input.zip?.trim() ?? '';
  if (zip && country.zip && !country.zip.test(zip)) {
    fail('zip', `Enter a valid postal code for ${country.name}.`, 'INVALID_ZIP_CODE_FOR_COUNTRY');
  } else if (zip && provinceCode && !zipFitsProvince(country.code, zip, provinceCode)) {
    fail('zip', `Enter a valid postal code for ${country.provinces?.[provinceCode]}, ${country.name}.`, 'INVALID_ZIP_CODE_FOR_PROVINCE');
  }
  if (strict) {
    /** @type {[keyof AddressInput, boolean][]} */
    const required = [
      ['address1', true],
      ['city', true],
      ['lastName', true],
      ['zip', country.zipRequired],
      [provinceField, country.provinces !== null],
    ];
    for (const [field, needed] of required) {
      if (needed && !String(input[field] ?? '').trim()) fail(field, `${field} is required.`, 'ADDRESS_FIELD_IS_REQUIRED');
    }
  }
  if (errors.length > before) return null;
  return {
    address1: input.address1 ?? null,
    address2: input.address2 ?? null,
    city: input.city ?? null,
    company: input.company ?? null,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    phone: input.phone ?? null,
    zip: zip || null,
    countryCode: country.code,
    country: country.name,
    provinceCode: provinceCode ?? null,
    province: provinceCode ? (country.provinces?.[provinceCode] ?? null) : null,
  };
}

/** @param {string} countryCode @param {string} zip @param {string} provinceCode */
function zipFitsProvince(countryCode, zip, provinceCode) {
  const table = countryCode === 'US' ? US_ZIP_REGIONS : countryCode === 'CA' ? CA_POSTAL_REGIONS : null;
  const regions = table?.[zip.charAt(0).toUpperCase()];
  return !regions || regions.includes(provinceCode);
}

/**
 * Address lines the way MailingAddress.formatted writes them.
 * @param {Address} a @param {{ withName?: boolean | null, withCompany?: boolean | null }} options
 */
export function formatAddress(a, options) {
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
  return [
    options.withName && name ? name : null,
    options.withCompany !== false && a.company ? a.company : null,
    a.address1,
    a.address2,
    [a.city, [a.provinceCode, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(' ') || null,
    a.country,
  ].filter((line) => typeof line === 'string' && line.length > 0);
}
