// @ts-check
// Countries the demo shop validates addresses for: zip patterns and provinces. Other countries listed in
// the schema's CountryCode enum are accepted with no zip or province check.

/** @typedef {{ code: string, name: string, zip: RegExp | null, zipRequired: boolean, provinces: Record<string, string> | null }} Country */

const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
  // Territories, freely associated states and armed forces, as Shopify's US region list has them.
  AS: 'American Samoa',
  FM: 'Federated States of Micronesia',
  GU: 'Guam',
  MH: 'Marshall Islands',
  MP: 'Northern Mariana Islands',
  PW: 'Palau',
  VI: 'Virgin Islands',
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
};

const CA_PROVINCES = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NT: 'Northwest Territories',
  NS: 'Nova Scotia',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

const AU_STATES = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};

/** @type {Country[]} */
export const COUNTRIES = [
  { code: 'US', name: 'United States', zip: /^\d{5}(-\d{4})?$/, zipRequired: true, provinces: US_STATES },
  {
    code: 'CA',
    name: 'Canada',
    zip: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
    zipRequired: true,
    provinces: CA_PROVINCES,
  },
  { code: 'GB', name: 'United Kingdom', zip: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, zipRequired: true, provinces: null },
  { code: 'DE', name: 'Germany', zip: /^\d{5}$/, zipRequired: true, provinces: null },
  { code: 'FR', name: 'France', zip: /^\d{5}$/, zipRequired: true, provinces: null },
  { code: 'AU', name: 'Australia', zip: /^\d{4}$/, zipRequired: true, provinces: AU_STATES },
  { code: 'IE', name: 'Ireland', zip: null, zipRequired: false, provinces: null },
];

/**
 * Finds a country by ISO code or English name, case-insensitively ("CA", "Canada").
 * @param {string} text
 * @returns {Country | undefined}
 */
export function findCountry(text) {
  const key = text.trim().toLowerCase();
  return (
    COUNTRIES.find((c) => c.code.toLowerCase() === key || c.name.toLowerCase() === key) ??
    (key === 'united states of america' || key === 'usa' ? COUNTRIES[0] : undefined)
  );
}

/**
 * Finds a province of a country by code or name (by code only with `codesOnly`); returns its code.
 * @param {Country} country
 * @param {string} text
 * @param {boolean} [codesOnly]
 * @returns {string | undefined}
 */
export function findProvince(country, text, codesOnly = false) {
  if (!country.provinces) return undefined;
  const key = text.trim().toLowerCase();
  return Object.entries(country.provinces).find(([code, name]) => code.toLowerCase() === key || (!codesOnly && name.toLowerCase() === key))?.[0];
}
