// A card's custom fields as the site owner names them: `data-shop-fields="custom.material, custom.care:Care instructions"`,
// each a metafield's `namespace.key`, with its label after a colon (as the cart's `data-shop-attributes="key:Label"`), or
// else the key made readable ("Material"). Read in the fields chunk with the card's product, in one batch.
import { formatMessage } from '../../cart-client/format-message';
import { metafieldsRead, type MetafieldIdentifier } from '../../cart-client/metafields';
import type { Catalog } from '../../store/catalog';
import type { ShownField } from './card-types';

export interface FieldSpec extends MetafieldIdentifier {
  label: string;
}

/**
 * A namespace is 3–255 and a key 2–64 letters, digits, `-` or `_` (Shopify's rules for both: shopify.dev/docs/api/
 * admin-graphql/latest/input-objects/MetafieldsSetInput); a colon starts the label.
 */
const ENTRY = /^([\w-]{3,255})\.([\w-]{2,64})(?::(.*))?$/;

/** `care_instructions` → "Care instructions". */
export const readableKey = (key: string) => {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The fields named in `text`, in its order (each once), and the entries that name none (said once in the console). */
export function parseFields(text: string): { fields: FieldSpec[]; bad: string[] } {
  const fields: FieldSpec[] = [];
  const bad: string[] = [];
  for (const entry of text.split(',').map((part) => part.trim())) {
    const match = ENTRY.exec(entry);
    if (!match) {
      if (entry) bad.push(entry);
      continue;
    }
    const [, namespace = '', key = '', label] = match;
    if (!fields.some((f) => f.namespace === namespace && f.key === key)) fields.push({ namespace, key, label: label?.trim() || readableKey(key) });
  }
  return { fields, bad };
}

const said = new Set<string>();
/** Each problem once per page (fifty cards with the same attribute are one line). */
const warnOnce = (message: string) => void (said.has(message) || (said.add(message), console.warn(formatMessage(message))));

/**
 * The product's fields as the card shows them: each named field the product has (a field it has not set, or the shop has
 * not exposed to the Storefront API, is left out), labelled. Without a storefront access token there are none: Shopify
 * serves metafields only to a request with one (said once in the console).
 *
 * @example
 * const fields = await readFields(catalog, 'classic-cotton-tee', 'custom.material, reviews.rating:Rating');
 */
export async function readFields(catalog: Catalog, handle: string, text: string): Promise<ShownField[]> {
  if (!catalog.client.config.storefrontAccessToken) {
    warnOnce('data-shop-fields needs a storefront access token (data-shop-token): without one Shopify serves no metafields, so the cards show none');
    return [];
  }
  const { fields, bad } = parseFields(text);
  for (const entry of bad)
    warnOnce(`data-shop-fields: "${entry}" is not a metafield's namespace.key (custom.material, or custom.material:Label); it is left out`);
  if (!fields.length) return [];
  const ids = fields.map(({ namespace, key }) => `${namespace}.${key}`);
  const answers = await catalog.read(`fields:${handle}:${ids.join(',')}`, metafieldsRead(handle, fields));
  return fields.flatMap(({ label }, i) => {
    const field = answers[i];
    return field ? [{ id: ids[i]!, label, field }] : [];
  });
}
