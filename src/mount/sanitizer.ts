import type { LoadSanitizer, Sanitize } from './kit';

/** The name `dist/shop-embed.sanitize.js` publishes its function under. */
export const SANITIZE_GLOBAL = 'ShopEmbedSanitize';

type WithSanitizer = Window & { [SANITIZE_GLOBAL]?: Sanitize };

/**
 * For the script-tag bundle: loads `shop-embed.sanitize.js` (DOMPurify) from beside the main script with a `<script src>`,
 * which a `script-src 'self'` policy allows, the first time a widget needs to show HTML.
 */
export function scriptSanitizerLoader(doc: Document, src: string): LoadSanitizer {
  let loading: Promise<Sanitize> | null = null;
  return () => {
    const view = doc.defaultView as WithSanitizer;
    if (view[SANITIZE_GLOBAL]) return Promise.resolve(view[SANITIZE_GLOBAL]);
    loading ??= new Promise<Sanitize>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => {
        const sanitize = view[SANITIZE_GLOBAL];
        if (sanitize) resolve(sanitize);
        else reject(new Error(`${src} did not provide a sanitizer`));
      });
      script.addEventListener('error', () => {
        loading = null;
        reject(new Error(`could not load ${src}`));
      });
      (doc.head ?? doc.documentElement).append(script);
    });
    return loading;
  };
}

/** Where the sanitizer file is: beside the main bundle (`…/shop-embed.umd.min.js` → `…/shop-embed.sanitize.js`). */
export function sanitizerUrl(mainScriptSrc: string | undefined, base: string): string {
  return new URL('shop-embed.sanitize.js', mainScriptSrc || base).href;
}
