// How the components give each widget's shadow root the shared sheet (src/mount/create-embed.ts) and how a chunk adds its
// rules to it (the catalog, discovery, content and localization chunks). The first script paints with a sheet of its own
// (src/scripts/first-script/start.ts) and carries none of this: it imports only the CSS of styles.ts.

export interface StyleAdopter {
  /** Gives a shadow root the shared styles: the one constructable sheet, or a `<style>` where those are missing. */
  adopt(root: ShadowRoot): void;
  /** Appends rules (a chunk's) to the shared styles, in every shadow root that has them and every one to come. */
  add(cssText: string): void;
}

function constructable(): boolean {
  try {
    return typeof CSSStyleSheet === 'function' && 'adoptedStyleSheets' in Document.prototype && 'replaceSync' in CSSStyleSheet.prototype;
  } catch {
    return false;
  }
}

/** The page's adopters, and the rules of chunks that serve all of them (the catalog chunk comes once per page). */
const adopters = new Set<StyleAdopter>();
let shared = '';

/** Appends a chunk's rules to every adopter on the page, and to those still to come; rules added already are not added again. */
export function addSharedStyles(cssText: string) {
  if (shared.includes(cssText)) return;
  shared += cssText;
  adopters.forEach((adopter) => adopter.add(cssText));
}

/** One `CSSStyleSheet` for every widget on the page: parsed once, shared by reference, allowed by a strict `style-src`. */
export function createStyleAdopter(cssText: string): StyleAdopter {
  let sheet: CSSStyleSheet | null = null;
  const fallbacks = new Set<HTMLStyleElement>();
  cssText += shared;
  const adopter: StyleAdopter = {
    add(more) {
      cssText += more;
      sheet?.replaceSync(cssText);
      fallbacks.forEach((style) => (style.textContent = cssText));
    },
    adopt(root) {
      if (constructable()) {
        if (!sheet) {
          sheet = new CSSStyleSheet();
          sheet.replaceSync(cssText);
        }
        if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
        return;
      }
      if (root.querySelector('style[data-shop-embed]')) return;
      const style = root.ownerDocument.createElement('style');
      style.setAttribute('data-shop-embed', '');
      style.textContent = cssText;
      fallbacks.add(style);
      root.prepend(style);
    },
  };
  adopters.add(adopter);
  return adopter;
}
