import { useContext, useEffect, useRef, useState } from 'react';
import type { Cart, ShownProduct as Product, Variant } from '../../cart-client';
import type { ChosenPlan, LinePropertiesGate } from './card-types';
import { useCart, type CartMessage, type Outcome } from '../../store';
import { cardLine } from '../card-line';
import { PaintedContext } from '../painted';
import { baseMessageText, useWidgetConfig } from '../config';
import { QuantityStepper } from '../QuantityStepper';
import { loadCardExtras } from '../use-card-extras';
import { useStrings } from '../use-strings';
import { addButton } from './card-model';
import { rh } from './react-h';
import { viewPurchase } from './view-purchase';
import { viewQuickAdd } from './view-quick-add';

export interface AddToCartProps {
  product: Product;
  /** The chosen variant; undefined when the chosen combination does not exist. */
  variant: Variant | undefined;
  /** Without the quantity stepper, and the button named after the product ("Add Stoneware Mug to cart"). */
  compact?: boolean;
  /** The selling plan to add the line under (its price is the line's); none: one-time purchase. */
  plan?: ChosenPlan | null;
  /** The product sells only under a plan: without one the add is refused with a message. */
  planRequired?: boolean | undefined;
  /** The line properties' fields (see ProductDetails): the values for this add, or null to block it (until they are drawn, or while a required one is empty). */
  attributes?: LinePropertiesGate | undefined;
  /** Buy now (`data-shop-buy-now`): true, the button goes straight to checkout with this line; `also`, a second button does. */
  buyNow?: boolean | 'also' | undefined;
}

interface Shown {
  kind: 'error' | 'warning' | 'success';
  text: string;
  /** The cart's message it says: drawn in the words of the latest render (a rarer code's sentence may arrive later). */
  message?: CartMessage;
  cart?: Cart | null;
}

/**
 * Quantity and the add button: "Adding…" with `aria-busy` while the store's add is in flight (every click counts, also
 * then), "Sold out" (disabled) when
 * the variant cannot be bought, and the store's messages about this add in a status region next to the button.
 */
export function AddToCart({ product, variant, compact = false, plan, planRequired, attributes, buyNow }: AddToCartProps) {
  const addLines = useCart((state) => state.addLines);
  const openDrawer = useCart((state) => state.openDrawer);
  const config = useWidgetConfig();
  // The sentences for Shopify's cart codes, and the function that picks one, come with the cart chunk, often during the add
  // that loaded it: an outcome is told in the words of the latest render.
  const latest = useRef(config);
  latest.current = config;
  const t = useStrings();
  const painted = useContext(PaintedContext);
  const [quantity, setQuantity] = useState(painted?.quantity ?? 1);
  const [busy, setBusy] = useState(!!painted?.pending);
  // Adds asked on this card and not settled yet: a click while one is on its way still counts (the store merges it into
  // the next request), and the button stays busy until the last one settles.
  const adding = useRef(painted?.pending ? 1 : 0);
  // An add clicked on the painted card is in the cart store already: this button stays busy until it settles.
  useEffect(() => {
    if (painted?.pending && variant) painted.pending.then((outcome) => tell(variant, outcome));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [shown, setShown] = useState<Shown[]>([]);
  // Messages speak about the add just made; another variant or plan starts afresh ("Choose a purchase option" included).
  useEffect(() => setShown([]), [variant?.id, plan?.id]);

  const { usable: buyable, label } = addButton(t, variant, busy);

  /** The line a press of Add or Buy now is for, checked alike; none after saying why (or with nothing to say: sold out). */
  function pressed() {
    // The line property fields come with the card extras chunk: until they are drawn the press says so (and asks for the
    // chunk again, in case it failed) rather than doing nothing.
    if (attributes && !attributes.current) return void (loadCardExtras(), setShown([{ kind: 'error', text: t('fieldsLoading') }]));
    const properties = attributes && attributes.current!();
    if (!variant || !buyable || properties === null) return;
    if (planRequired && !plan) return void setShown([{ kind: 'error', text: t('choosePlan') }]);
    setShown([]);
    return cardLine(product, variant, quantity, plan, properties);
  }

  async function add() {
    const line = pressed();
    if (!line) return;
    adding.current++;
    setBusy(true);
    const pending = addLines([line]);
    if (config.openDrawerOnAdd) openDrawer();
    tell(variant!, await pending);
  }

  /** Buy now, in its chunk (src/scripts/buy-now): loaded as the shopper reaches for the button, so a press goes at once. */
  function buy(event: { type: string; currentTarget: HTMLButtonElement }) {
    const line = event.type === 'click' && pressed();
    const unavailable = () => line && setShown([{ kind: 'error', text: t('CART_UNAVAILABLE') }]);
    config.buyNow!(line ? { line, button: event.currentTarget, say: setShown } : undefined).catch(unavailable);
  }

  /** The outcome of an add, in this card's words. A card gone meanwhile is left alone: React and preact both ignore a state set after unmounting. */
  function tell(variant: Variant, outcome: Outcome) {
    const more = --adding.current > 0;
    if (!more) setBusy(false);
    // Queued adds merge into one request, and every card gets its outcome: keep what is about this variant (by its id or
    // its line), and errors about nothing in particular.
    const mine = (m: CartMessage) =>
      m.target
        ? m.target === variant.id || !!outcome.cart?.lines.some((l) => l.id === m.target && l.merchandise.id === variant.id)
        : m.kind === 'error';
    const messages = (outcome.ok ? outcome.warnings : outcome.cancelled ? [] : outcome.errors).filter(mine);
    const { strings, messageText = baseMessageText } = latest.current;
    const next: Shown[] = messages
      .map((message) => ({ kind: message.kind, text: messageText(strings, message, outcome.cart), message, cart: outcome.cart }))
      .filter((message) => message.text);
    // While more of this card's clicks are on their way, their outcome will speak: a success says nothing yet.
    if (outcome.ok && next.length === 0) {
      if (more) return;
      next.push({ kind: 'success', text: t('added') });
    }
    setShown(next);
  }

  return viewPurchase(rh, {
    usable: buyable,
    busy,
    // A tile's button is named after its product, but while busy or sold out ("Adding…" says enough then).
    label: compact && buyable && !busy ? viewQuickAdd(rh, t, label, product.title) : label,
    stepper: !compact && <QuantityStepper value={quantity} onChange={setQuantity} live />,
    messages: shown.map((message) => ({
      kind: message.kind,
      text: (message.message && (config.messageText ?? baseMessageText)(config.strings, message.message, message.cart ?? null)) || message.text,
    })),
    onAdd: add,
    buyNow: buyNow && {
      instead: buyNow === true,
      button: (
        <button
          type="button"
          className={buyNow === true ? 'button' : 'button secondary'}
          part="button buy-now"
          onPointerOver={buy}
          onFocus={buy}
          onClick={buy}
        >
          {t('buyNow')}
        </button>
      ),
    },
  });
}
