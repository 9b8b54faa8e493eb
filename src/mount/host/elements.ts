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

/** The tags whose placeholder gave way already (defineElements may be called again). */
const gaveWay = new Set<string>();

/**
 * The page stylesheet's placeholder (host-styles.ts) gives way in the elements of `tags`, which another script defined: no
 * widget of ours will ever be drawn there, and its skeleton would wait forever. `:defined` (one more pseudo-class than the
 * placeholder's rule has) leaves the tags' elements alone while no script has defined them.
 */
function giveWay(tags: string[]) {
  tags = tags.filter((tag) => !gaveWay.has(tag));
  tags.forEach((tag) => gaveWay.add(tag));
  if (tags.length)
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(`:is(${tags.join()}):defined::before{content:none}`);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    } catch {
      // no constructable stylesheets (Safari before 16.4): the placeholder stays; the console has said why
    }
}

/**
 * Defines one custom element per registry entry (`<shop-product handle="…">`, `<shop-collection handle limit>`…). A tag
 * already defined by another copy of the bundle is left as it is; one another script defined is the page's: no widget can
 * be drawn in it, the console says so once (`embed.elements.taken`) and the page stylesheet's placeholder gives way there.
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
  if (taken.length) {
    embed.elements.taken(taken);
    giveWay(taken.map((entry) => entry.tag));
  }
  return defined;
}
