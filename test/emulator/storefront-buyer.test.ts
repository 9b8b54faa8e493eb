import { describe, it, expect } from 'vitest';
import { setup, PAYLOAD, CART_CREATE, V } from './storefront.helpers';

const BUYER = `mutation ($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { ${PAYLOAD} } }`;
const ADDRESSES_ADD = `mutation ($cartId: ID!, $addresses: [CartSelectableAddressInput!]!) { cartDeliveryAddressesAdd(cartId: $cartId, addresses: $addresses) {
  cart { delivery { addresses { id selected address { ... on CartDeliveryAddress { city provinceCode countryCode zip } } } } } userErrors { field message code } } }`;

const ottawa = { address1: '150 Elgin St', city: 'Ottawa', province: 'ON', country: 'CA', zip: 'K2P 1L4', firstName: 'Ana', lastName: 'Roy' };

async function setupCart() {
  const { gql } = setup();
  const { cartCreate } = await gql(CART_CREATE, { input: { lines: [{ merchandiseId: V.mugWhite }] } });
  const update = async (buyerIdentity: Record<string, unknown>) =>
    (await gql(BUYER, { cartId: cartCreate.cart.id, buyerIdentity })).cartBuyerIdentityUpdate;
  return { gql, cart: cartCreate.cart, update };
}

describe('storefront emulator: buyer identity', () => {
  it('stores the email and a delivery address, keeping fields that were not sent', async () => {
    const { update } = await setupCart();
    expect((await update({ email: 'ana@example.com' })).cart.buyerIdentity.email).toBe('ana@example.com');
    const { cart, userErrors } = await update({ deliveryAddressPreferences: [{ deliveryAddress: ottawa }] });
    expect(userErrors).toEqual([]);
    expect(cart.buyerIdentity).toMatchObject({
      email: 'ana@example.com',
      deliveryAddressPreferences: [
        { countryCodeV2: 'CA', provinceCode: 'ON', zip: 'K2P 1L4', formatted: ['150 Elgin St', 'Ottawa ON K2P 1L4', 'Canada'] },
      ],
    });
  });

  it('refuses an invalid email with INVALID and keeps the cart unchanged', async () => {
    const { update } = await setupCart();
    const result = await update({ email: 'not an email' });
    expect(result.userErrors).toEqual([{ field: ['buyerIdentity', 'email'], message: 'Email is invalid', code: 'INVALID' }]);
    expect(result.cart.buyerIdentity.email).toBeNull();
  });

  it('checks the zip against the country and the province', async () => {
    const { update } = await setupCart();
    const wrongCountry = await update({ deliveryAddressPreferences: [{ deliveryAddress: { ...ottawa, zip: '90210' } }] });
    expect(wrongCountry.userErrors).toEqual([
      {
        field: ['buyerIdentity', 'deliveryAddressPreferences', '0', 'deliveryAddress', 'zip'],
        message: expect.stringContaining('Canada'),
        code: 'INVALID_ZIP_CODE_FOR_COUNTRY',
      },
    ]);
    expect(wrongCountry.cart.buyerIdentity.deliveryAddressPreferences).toEqual([]);
    const wrongProvince = await update({ deliveryAddressPreferences: [{ deliveryAddress: { ...ottawa, zip: 'V6B 1A1' } }] });
    expect(wrongProvince.userErrors[0].code).toBe('INVALID_ZIP_CODE_FOR_PROVINCE');
  });

  it('reports an unknown province with PROVINCE_NOT_FOUND and a missing country with ADDRESS_FIELD_IS_REQUIRED', async () => {
    const { update } = await setupCart();
    const province = await update({ deliveryAddressPreferences: [{ deliveryAddress: { ...ottawa, province: 'Atlantis' } }] });
    expect(province.userErrors).toEqual([
      {
        field: ['buyerIdentity', 'deliveryAddressPreferences', '0', 'deliveryAddress', 'province'],
        message: expect.any(String),
        code: 'PROVINCE_NOT_FOUND',
      },
    ]);
    const country = await update({ deliveryAddressPreferences: [{ deliveryAddress: { city: 'Ottawa' } }] });
    expect(country.userErrors).toEqual([
      {
        field: ['buyerIdentity', 'deliveryAddressPreferences', '0', 'deliveryAddress', 'country'],
        message: expect.any(String),
        code: 'ADDRESS_FIELD_IS_REQUIRED',
      },
    ]);
  });

  it('requires the full address under STRICT validation and refuses markup in address fields', async () => {
    const { update } = await setupCart();
    const strict = await update({
      deliveryAddressPreferences: [{ deliveryAddress: { country: 'US', zip: '10001' }, deliveryAddressValidationStrategy: 'STRICT' }],
    });
    expect(strict.userErrors.map((e: { field: string[]; code: string }) => [e.field.at(-1), e.code])).toEqual([
      ['address1', 'ADDRESS_FIELD_IS_REQUIRED'],
      ['city', 'ADDRESS_FIELD_IS_REQUIRED'],
      ['lastName', 'ADDRESS_FIELD_IS_REQUIRED'],
      ['province', 'ADDRESS_FIELD_IS_REQUIRED'],
    ]);
    const html = await update({ deliveryAddressPreferences: [{ deliveryAddress: { ...ottawa, address2: '<b>Suite 5</b>' } }] });
    expect(html.userErrors[0]).toMatchObject({
      field: ['buyerIdentity', 'deliveryAddressPreferences', '0', 'deliveryAddress', 'address2'],
      code: 'ADDRESS_FIELD_CONTAINS_HTML_TAGS',
    });
  });

  it('manages delivery addresses through the 2025-01 delivery API', async () => {
    const { gql, cart } = await setupCart();
    const address = (a: Record<string, unknown>, selected = false) => ({ address: { deliveryAddress: a }, selected });
    const added = (
      await gql(ADDRESSES_ADD, {
        cartId: cart.id,
        addresses: [address({ city: 'Ottawa', countryCode: 'CA', provinceCode: 'ON', zip: 'K2P 1L4' }, true)],
      })
    ).cartDeliveryAddressesAdd;
    expect(added.userErrors).toEqual([]);
    expect(added.cart.delivery.addresses).toEqual([
      {
        id: expect.stringMatching(/^gid:\/\/shopify\/CartSelectableAddress\//),
        selected: true,
        address: { city: 'Ottawa', provinceCode: 'ON', countryCode: 'CA', zip: 'K2P 1L4' },
      },
    ]);
    const twoSelected = (
      await gql(ADDRESSES_ADD, { cartId: cart.id, addresses: [address({ city: 'Austin', countryCode: 'US', provinceCode: 'TX' }, true)] })
    ).cartDeliveryAddressesAdd;
    expect(twoSelected.userErrors[0].code).toBe('ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED');
    expect(twoSelected.cart.delivery.addresses).toHaveLength(1);
  });

  it('takes only codes in the 2025-01 provinceCode, as Shopify does (the legacy province field also took names)', async () => {
    const { gql, cart } = await setupCart();
    const address = (a: Record<string, unknown>) => ({ address: { deliveryAddress: a }, selected: true });
    const byName = (
      await gql(ADDRESSES_ADD, {
        cartId: cart.id,
        addresses: [address({ city: 'Ottawa', countryCode: 'CA', provinceCode: 'Ontario', zip: 'K2P 1L4' })],
      })
    ).cartDeliveryAddressesAdd;
    expect(byName.userErrors).toEqual([
      { field: ['addresses', '0', 'address', 'deliveryAddress', 'provinceCode'], message: expect.any(String), code: 'PROVINCE_NOT_FOUND' },
    ]);
    expect(byName.cart.delivery.addresses).toEqual([]);
    const byCode = (
      await gql(ADDRESSES_ADD, { cartId: cart.id, addresses: [address({ city: 'Ottawa', countryCode: 'CA', provinceCode: 'on', zip: 'K2P 1L4' })] })
    ).cartDeliveryAddressesAdd;
    expect(byCode.userErrors).toEqual([]);
    expect(byCode.cart.delivery.addresses[0].address.provinceCode).toBe('ON');
  });

  it('takes the US territories, freely associated states and armed forces codes with their ZIP ranges, as Shopify does', async () => {
    const { gql, cart } = await setupCart();
    for (const [provinceCode, zip] of [
      ['AE', '09214'],
      ['AA', '34001'],
      ['AP', '96284'],
      ['GU', '96929'],
      ['VI', '00802'],
      ['AS', '96799'],
      ['PW', '96940'],
    ]) {
      const added = (
        await gql(ADDRESSES_ADD, {
          cartId: cart.id,
          addresses: [{ address: { deliveryAddress: { city: 'APO', countryCode: 'US', provinceCode, zip } } }],
        })
      ).cartDeliveryAddressesAdd;
      expect(added.userErrors, provinceCode).toEqual([]);
    }
    const wrongZip = (
      await gql(ADDRESSES_ADD, {
        cartId: cart.id,
        addresses: [{ address: { deliveryAddress: { countryCode: 'US', provinceCode: 'GU', zip: '10001' } } }],
      })
    ).cartDeliveryAddressesAdd;
    expect(wrongZip.userErrors[0].code).toBe('INVALID_ZIP_CODE_FOR_PROVINCE');
  });
});
