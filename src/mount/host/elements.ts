import type { ShopEmbed } from '../embed-types';
import { elementAttribute } from '../attributes/attributes';
import type { Registry, WidgetDefinition } from '../registry';

/** The class behind `<shop-product>` and friends: it only tells the embed when it is connected, moved or changed. */
function elementClass(embed: ShopEmbed, entry: WidgetDefinition): CustomElementConstructor {
  return class ShopEmbedElement extends HTMLElement {
    /** Ours, whichever copy of the bundle defined it: a tag defined by any other script is the page's (defineElements). */
    static readonly shopEmbed = true;
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
 * already defined by another copy of the bundle is left as it is; one another script defined is the page's: no widget can
 * be drawn in it, and the console says so once (`embed.elements.taken`), with the attribute to use instead.
 * Returns the tags this call defined.
 *
 * @example
 * const embed = createShopEmbed().init({ domain, storefrontAccessToken });
 * defineElements(embed);
 */
export function defineElements(embed: ShopEmbed, registry: Registry = embed.registry): string[] {
  const defined: string[] = [];
  const taken: WidgetDefinition[] = [];
  for (const entry of registry) {
    const existing = customElements.get(entry.tag) as { shopEmbed?: boolean } | undefined;
    if (!existing) {
      customElements.define(entry.tag, elementClass(embed, entry));
      defined.push(entry.tag);
    } else if (!existing.shopEmbed) taken.push(entry);
  }
  if (taken.length) embed.elements.taken(taken);
  return defined;
}
