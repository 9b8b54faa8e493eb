// The provider's sentences, split as the script tag splits them: English for the card from the start, each other
// component's with it (frame.tsx), the cart's with the cart chunk (./cart-store.ts); a language pack's (src/scripts/lang-*) and
// the rarer cart codes' (src/scripts/cart-codes) each a chunk loaded only when asked for; the site owner's `strings` over
// all of them.
import { useEffect, useMemo, useState } from 'react';
import type { CartStoreState } from '../store';
import type { StoreApi } from '../store/store-api';
import type { LanguagePack } from '../widget/languages/languages';
import type { CartChunk } from './lazy-cart';
import { defaultStrings } from '../widget/default-strings';

type Own = Readonly<Record<string, string>> | undefined;

/**
 * The widgets' sentences in `language`: the chunk that picks the pack, then the pack's own (one chunk per language, each
 * loaded once); English loads nothing. A chunk that cannot be loaded leaves English.
 */
function usePack(language: string | undefined, own: Own): LanguagePack | undefined {
  const [pack, setPack] = useState<LanguagePack>();
  useEffect(() => {
    let live = true;
    if (language && !/^en\b/i.test(language))
      import('../widget/languages/languages')
        .then((languages) => languages.loadPack(language, own))
        .then(
          (next) => live && setPack(next),
          () => undefined,
        );
    else setPack(undefined);
    return () => void (live = false);
  }, [language, own]);
  return pack;
}

/**
 * The sentences of Shopify's rarer cart codes, loaded the first time the cart says a code that has none (as the script's
 * mount/runtime.ts does); until then the message reads as the generic sentence (an error) or none (a warning).
 */
function useRarerCodes(store: StoreApi<CartStoreState>, known: Readonly<Record<string, string>>, cart: CartChunk | undefined) {
  const [codes, setCodes] = useState<Record<string, string>>();
  useEffect(() => {
    // Only the cart chunk's store says a code, and the codes' chunk is loaded from it.
    if (codes || !cart) return;
    let live = true;
    const off = store.subscribe((state) => {
      if (!state.messages.some(({ code }) => !(code in known || code in defaultStrings))) return;
      off();
      cart.loadCodeStrings().then(
        (chunk) => live && setCodes(chunk.codeStrings),
        () => undefined,
      );
    });
    return () => {
      live = false;
      off();
    };
  }, [store, known, codes, cart]);
  return codes;
}

/**
 * Every sentence the provider's widgets say (with the cart chunk's, once it is here), and the language they are in
 * (`undefined`: English).
 */
export function useSentences(store: StoreApi<CartStoreState>, language: string | undefined, own: Own, cart: CartChunk | undefined) {
  const pack = usePack(language, own);
  const known = useMemo(() => ({ ...cart?.strings, ...pack?.strings, ...own }), [cart, pack, own]);
  const codes = useRarerCodes(store, known, cart);
  return useMemo(() => ({ strings: { ...codes, ...known }, ...(pack ? { language: pack.language } : {}) }), [codes, known, pack]);
}
