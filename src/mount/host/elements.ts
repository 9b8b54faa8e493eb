import type { ShopEmbed } from '../embed-types';
import { elementAttribute } from '../attributes/attributes';
import type { Registry, WidgetDefinition } from '../registry';

/** The class behind `<shop-product>` and friends: it only tells the embed when it is connected, moved or changed. */
function elementClass(embed: ShopEmbed, entry: WidgetDefinition): CustomElementConstructor {
  return class ShopEmbedElement extends HTMLElement {
    static get observedAttributes() {
      return Object.keys(entry.attributes).map((prop) => elementAttribute(entry, prop));
    }
    connectedCallback() {
      embed.elements.connected(this, entry);
    }
    disconnectedCallback() {
      embed.elements.disconnected(this);
    }
    attributeChangedCallback() {
      embed.elements.changed(this);
    }
  };
}

/**
 * Defines one custom element per registry entry (`<shop-product handle="…">`, `<shop-collection handle limit>`…). A tag
 * already defined (by another copy of the bundle, or the site) is left as it is. Returns the tags this call defined.
 *
 * @example
 * const embed = createShopEmbed().init({ domain, storefrontAccessToken });
 * defineElements(embed);
 */
export function defineElements(embed: ShopEmbed, registry: Registry = embed.registry): string[] {
  const defined: string[] = [];
  for (const entry of registry) {
    if (customElements.get(entry.tag)) continue;
    customElements.define(entry.tag, elementClass(embed, entry));
    defined.push(entry.tag);
  }
  return defined;
}
