// The cart keeps the shipping address as a delivery address with ISO codes; the legacy checkout had a mailing address
// with country and province names. These helpers translate both ways.
import { formatMessage } from '../format-message';
import type { Cart, CartAddressInput, MailingAddress } from '../types';
import { normaliseName } from './normalise-name';
import { provinceCodeFor, provinceName } from './provinces';

/** The legacy checkout's mailing address has the Storefront `MailingAddress` fields. */
export type LegacyMailingAddress = MailingAddress;

/** A legacy `MailingAddressInput`: `country` and `province` may be names or codes. */
export interface LegacyAddressInput {
  address1?: string;
  address2?: string;
  city?: string;
  company?: string;
  country?: string;
  countryCode?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  province?: string;
  provinceCode?: string;
  zip?: string;
  [other: string]: unknown;
}

let regionNames: Intl.DisplayNames | undefined;
let codesByName: Map<string, string> | undefined;

function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Codes `Intl.DisplayNames` still names although they are retired (France is FR, not FX; Germany DE, not DD). */
const RETIRED = 'AN BU CS DD DY FX HV NH RH SU TP UK VD YD YU ZR';

/** Spellings shoppers and old checkouts use that the English region names do not (after `normaliseName`). */
const ALIASES: Record<string, string> = {
  usa: 'US',
  'united states of america': 'US',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  turkey: 'TR',
  'czech republic': 'CZ',
  'hong kong': 'HK',
  macau: 'MO',
  'ivory coast': 'CI',
  'south korea': 'KR',
  russia: 'RU',
};

/** `"CA"`, `"ca"`, `"Canada"` or `"Trinidad & Tobago"` → its code; undefined (with a warning) when the name is unknown. */
export function countryCodeFor(country: string): string | undefined {
  const trimmed = country.trim();
  if (/^[a-z]{2}$/i.test(trimmed)) return trimmed.toUpperCase();
  if (!codesByName) {
    codesByName = new Map();
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const name = countryName(code);
        if (name && name !== code && !RETIRED.includes(code)) codesByName.set(normaliseName(name), code);
      }
    }
  }
  const key = normaliseName(trimmed);
  const code = codesByName.get(key) ?? ALIASES[key];
  if (!code) console.warn(formatMessage(`the country "${country}" is not known; pass countryCode (ISO 3166-1 alpha-2) instead`));
  return code;
}

/** The cart's selected delivery address (or its first) as a legacy mailing address; `null` when it has none. */
export function legacyShippingAddress(cart: Cart): LegacyMailingAddress | null {
  const entries = cart.delivery?.addresses ?? [];
  const address = (entries.find((entry) => entry.selected) ?? entries[0])?.address;
  if (!address) return null;
  return {
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    company: address.company,
    country: countryName(address.countryCode),
    countryCodeV2: address.countryCode as /* the same ISO 3166-1 code, typed String on a delivery address */ MailingAddress['countryCodeV2'],
    firstName: address.firstName,
    formatted: address.formatted,
    formattedArea: address.formattedArea,
    lastName: address.lastName,
    latitude: address.latitude,
    longitude: address.longitude,
    name: address.name,
    phone: address.phone,
    province: provinceName(address.provinceCode, address.countryCode),
    provinceCode: address.provinceCode,
    zip: address.zip,
  };
}

const COPIED = ['address1', 'address2', 'city', 'company', 'firstName', 'lastName', 'phone', 'zip'] as const;

/** A legacy address input as the cart's `CartDeliveryAddressInput` (empty fields left out, as the SDK does). */
export function deliveryAddressInput(input: LegacyAddressInput): CartAddressInput {
  const out: CartAddressInput = {};
  for (const key of COPIED) {
    const value = input[key];
    if (value) out[key] = value;
  }
  const country = input.countryCode || input.country;
  const countryCode = country ? countryCodeFor(country) : undefined;
  if (countryCode)
    out.countryCode = countryCode as /* two letters, unchecked: the shop rejects an unknown code, as before */ CartAddressInput['countryCode'];
  const province = input.provinceCode || input.province;
  if (province) out.provinceCode = provinceCodeFor(province, countryCode);
  return out;
}
