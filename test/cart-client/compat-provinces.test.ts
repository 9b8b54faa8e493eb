import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliveryAddressInput } from '../../src/cart-client/compat/address';
import { provinceCodeFor, provinceName } from '../../src/cart-client/compat/provinces';

afterEach(() => vi.restoreAllMocks());

// Shopify's subdivision codes for the countries the compat facade translates names for.
const CODES = {
  US:
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD ' +
    'TN TX UT VT VA WA WV WI WY PR GU VI AS MP FM MH PW AA AE AP',
  CA: 'AB BC MB NB NL NT NS NU ON PE QC SK YT',
  AU: 'ACT NSW NT QLD SA TAS VIC WA',
};

describe('province names in legacy addresses', () => {
  it('knows a name for every US state, DC, territory and armed forces code, every Canadian province and every Australian state', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(CODES.US.split(' ')).toHaveLength(62);
    for (const [country, codes] of Object.entries(CODES)) {
      for (const code of codes.split(' ')) {
        const name = provinceName(code, country);
        expect(name, `${country} ${code}`).not.toBe(code);
        expect(provinceCodeFor(name!, country), name!).toBe(code);
      }
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('translates names to codes for US, CA and AU, ignoring case, accents, dots and extra spaces', () => {
    for (const [name, country, code] of [
      ['New York', 'US', 'NY'],
      ['california', 'US', 'CA'],
      ['Washington', 'US', 'WA'],
      ['District of Columbia', 'US', 'DC'],
      ['Washington D.C.', 'US', 'DC'],
      ['Puerto Rico', 'US', 'PR'],
      ['US Virgin Islands', 'US', 'VI'],
      ['U.S. Virgin Islands', 'US', 'VI'],
      ['Armed Forces Europe', 'US', 'AE'],
      ['  north   CAROLINA ', 'US', 'NC'],
      ['Ontario', 'CA', 'ON'],
      ['Québec', 'CA', 'QC'],
      ['QUEBEC', 'CA', 'QC'],
      ['Newfoundland', 'CA', 'NL'],
      ['prince  edward island', 'CA', 'PE'],
      ['New South Wales', 'AU', 'NSW'],
      ['victoria', 'AU', 'VIC'],
      ['Australian Capital Territory', 'AU', 'ACT'],
      // Abbreviations with dots, a comma, and codes two countries share with different meanings.
      ['N.Y.', 'US', 'NY'],
      ['D.C.', 'US', 'DC'],
      ['Washington, D.C.', 'US', 'DC'],
      ['B.C.', 'CA', 'BC'],
      ['Qld.', 'AU', 'QLD'],
      ['N.S.W.', 'AU', 'NSW'],
      ['WA', 'AU', 'WA'],
      ['Western Australia', 'AU', 'WA'],
      ['NT', 'CA', 'NT'],
      ['Northern Territory', 'AU', 'NT'],
      ['Palau', 'US', 'PW'],
    ] as const)
      expect(provinceCodeFor(name, country), name).toBe(code);
  });

  it('passes a code of that country through, upper-cased', () => {
    for (const [input, country, code] of [
      ['on', 'CA', 'ON'],
      [' ny ', 'US', 'NY'],
      ['CA', 'US', 'CA'],
      ['nsw', 'AU', 'NSW'],
      ['Qld', 'AU', 'QLD'],
    ] as const) {
      expect(provinceCodeFor(input, country), input).toBe(code);
    }
  });

  it('passes an unknown name through unchanged and warns once per value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(provinceCodeFor('Ontari', 'CA')).toBe('Ontari');
    expect(provinceCodeFor('Ontari', 'CA')).toBe('Ontari');
    expect(provinceCodeFor('ON', 'US')).toBe('ON');
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      expect.stringMatching(/^\[shop-embed\] the province "Ontari" is not known for CA; pass provinceCode/),
      expect.stringMatching(/^\[shop-embed\] the province "ON" is not known for US/),
    ]);
  });

  it('passes a name for a country without a table through unchanged, with one warning; codes there pass silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(provinceCodeFor('Bavaria', 'DE')).toBe('Bavaria');
    expect(provinceCodeFor('Bavaria', 'DE')).toBe('Bavaria');
    expect(provinceCodeFor('JP-13', 'JP')).toBe('JP-13');
    expect(provinceCodeFor('BY', 'DE')).toBe('BY');
    expect(provinceCodeFor(' by ', 'DE')).toBe('BY');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[shop-embed\] the province "Bavaria" is not known for DE/);
  });

  it('deliveryAddressInput sends the code for a province name or code, in either field', () => {
    expect(deliveryAddressInput({ country: 'Canada', province: 'Ontario' })).toEqual({ countryCode: 'CA', provinceCode: 'ON' });
    expect(deliveryAddressInput({ countryCode: 'us', provinceCode: 'new york' })).toEqual({ countryCode: 'US', provinceCode: 'NY' });
    expect(deliveryAddressInput({ country: 'Australia', province: 'qld' })).toEqual({ countryCode: 'AU', provinceCode: 'QLD' });
  });

  it('names a known code for the legacy view and leaves any other as it is', () => {
    expect(provinceName('NY', 'US')).toBe('New York');
    expect(provinceName('QC', 'CA')).toBe('Quebec');
    expect(provinceName('NSW', 'AU')).toBe('New South Wales');
    expect(provinceName('BY', 'DE')).toBe('BY');
    expect(provinceName('ON', null)).toBe('ON');
    expect(provinceName(null, 'US')).toBeNull();
  });
});
