// The sentences of Shopify's rarer cart codes (the cart-codes chunk, asked for through the cart chunk).
import type { CartIntents } from '../store';
import type { CartChunkModule } from './slots/cart-slot';

/**
 * Loads the sentences of the rarer cart codes the first time the cart says a code the page has no sentence for (`known`:
 * the sentences the widgets draw now), and hands them to `arrive`, which puts them under the site owner's strings and
 * draws the message again. Until then it reads as the generic sentence (an error) or none (a warning: the change was
 * made). Returns the function that stops listening.
 */
export function sayRarerCodes(
  store: CartIntents,
  chunk: CartChunkModule,
  known: () => Readonly<Partial<Record<string, string>>> | undefined,
  arrive: (codeStrings: Record<string, string>) => void,
): () => void {
  const listen = () =>
    store.subscribe((state) => {
      if (!state.messages.some((message) => !(message.code in (known() ?? {})))) return;
      off();
      // Not loaded: the generic sentence stays, and the next unknown code asks again.
      chunk.loadCodeStrings().then(
        ({ codeStrings }) => arrive(codeStrings),
        () => void (off = listen()),
      );
    });
  let off = listen();
  return () => off();
}
