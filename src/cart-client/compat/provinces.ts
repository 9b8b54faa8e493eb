// The 2025-01 cart takes only `provinceCode`; the legacy checkout also took names, and old callers still send them.
// Tables for the countries where legacy Buy Button shops mostly sell and Shopify requires a province, with Shopify's
// names first and a few older spellings after them. One string per country keeps the bundle small; parsed on first use.
import { formatMessage } from '../format-message';
import { normaliseName } from './normalise-name';

const TABLES: Record<string, string> = {
  US:
    'AL:Alabama|AK:Alaska|AZ:Arizona|AR:Arkansas|CA:California|CO:Colorado|CT:Connecticut|DE:Delaware|DC:District of Columbia|' +
    'FL:Florida|GA:Georgia|HI:Hawaii|ID:Idaho|IL:Illinois|IN:Indiana|IA:Iowa|KS:Kansas|KY:Kentucky|LA:Louisiana|ME:Maine|' +
    'MD:Maryland|MA:Massachusetts|MI:Michigan|MN:Minnesota|MS:Mississippi|MO:Missouri|MT:Montana|NE:Nebraska|NV:Nevada|' +
    'NH:New Hampshire|NJ:New Jersey|NM:New Mexico|NY:New York|NC:North Carolina|ND:North Dakota|OH:Ohio|OK:Oklahoma|OR:Oregon|' +
    'PA:Pennsylvania|RI:Rhode Island|SC:South Carolina|SD:South Dakota|TN:Tennessee|TX:Texas|UT:Utah|VT:Vermont|VA:Virginia|' +
    'WA:Washington|WV:West Virginia|WI:Wisconsin|WY:Wyoming|PR:Puerto Rico|GU:Guam|VI:Virgin Islands|AS:American Samoa|' +
    'MP:Northern Mariana Islands|FM:Federated States of Micronesia|MH:Marshall Islands|PW:Palau|AA:Armed Forces Americas|' +
    'AE:Armed Forces Europe|AP:Armed Forces Pacific|DC:Washington DC|VI:US Virgin Islands',
  CA:
    'AB:Alberta|BC:British Columbia|MB:Manitoba|NB:New Brunswick|NL:Newfoundland and Labrador|NT:Northwest Territories|' +
    'NS:Nova Scotia|NU:Nunavut|ON:Ontario|PE:Prince Edward Island|QC:Quebec|SK:Saskatchewan|YT:Yukon|' +
    'NL:Newfoundland|YT:Yukon Territory',
  AU:
    'ACT:Australian Capital Territory|NSW:New South Wales|NT:Northern Territory|QLD:Queensland|SA:South Australia|' +
    'TAS:Tasmania|VIC:Victoria|WA:Western Australia',
};

const parsed: Record<string, string[][]> = {};
const warned = new Set<string>();

/** `[code, name]` pairs of a country with a table; undefined for any other country. */
function entries(countryCode: string | null | undefined): string[][] | undefined {
  if (!countryCode) return undefined;
  const table = TABLES[countryCode];
  return table ? (parsed[countryCode] ??= table.split('|').map((entry) => entry.split(':'))) : undefined;
}

/**
 * A legacy province for the cart's `provinceCode`: a name or code of a US, Canadian or Australian subdivision becomes its
 * code; anything else passes through unchanged, with one warning per distinct value unless it already looks like a code.
 *
 * @example
 * provinceCodeFor('Ontario', 'CA') // 'ON'
 */
export function provinceCodeFor(province: string, countryCode: string | undefined): string {
  const list = entries(countryCode);
  const upper = province.trim().toUpperCase();
  if (list) {
    // "N.Y.", "Qld." and "Washington, D.C." too: codes and names compared without dots, commas or case.
    const key = normaliseName(province).replace(/,/g, '');
    const found = list.find(([code, name]) => code!.toLowerCase() === key || normaliseName(name!) === key);
    if (found) return found[0]!;
  } else if (/^[A-Z\d]{1,3}(-[A-Z\d]{1,3})?$/.test(upper)) {
    return upper;
  }
  if (!warned.has(province)) {
    warned.add(province);
    console.warn(
      formatMessage(`the province "${province}" is not known${countryCode ? ` for ${countryCode}` : ''}; pass provinceCode (ISO 3166-2) instead`),
    );
  }
  return province;
}

/** The name of a province code for the legacy view (`"ON"` in `"CA"` → `"Ontario"`); the code itself when no table knows it. */
export function provinceName(code: string | null, countryCode: string | null): string | null {
  return (code && entries(countryCode)?.find((entry) => entry[0] === code)?.[1]) || code;
}
