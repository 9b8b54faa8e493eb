import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { createStore } from 'zustand/vanilla';
import type * as CartExtrasChunk from '../../scripts/cart-extras';
import { useCart } from '../../store';
import { WidgetConfigProvider, useWidgetConfig } from '../config';
import { useStrings } from '../use-strings';
import { MessageList } from './MessageList';
import { usePanel } from './panel';

type Extra = 'note' | 'email' | 'discount' | 'giftCard';

/** Each extra: where its messages go (its `Place`), its form in the chunk, and its button's sentence (the form's own label). */
const EXTRAS = [
  { place: 'note', form: 'NoteForm', label: 'note' },
  { place: 'email', form: 'EmailForm', label: 'email' },
  { place: 'discount', form: 'DiscountCodes', label: 'discountCode' },
  { place: 'giftCard', form: 'GiftCards', label: 'giftCard' },
] as const;

// The cart extras chunk (src/scripts/cart-extras), once per page: asked for as the shopper reaches for one of the buttons
// (the pointer over it, focus on it), or as a cart that holds an extra is drawn. A failed load is forgotten, so the next
// press tries again.
const slot = createStore<{ chunk: typeof CartExtrasChunk | null; failed: boolean }>(() => ({ chunk: null, failed: false }));
let loading: Promise<void> | null = null;
const loadExtras = () =>
  void (loading ??= import('../../scripts/cart-extras').then(
    (chunk) => slot.setState({ chunk, failed: false }),
    () => {
      loading = null;
      slot.setState({ failed: true });
    },
  ));

/**
 * What sits under a cart's lines: the order note (with the cart attributes the site asks for), the email for order
 * updates, discount codes and gift cards. Each is a button until the shopper presses it, then its form (focus in its
 * field), which comes with its own chunk: most shoppers use none of them, and the drawer stays short. An extra the cart
 * already holds (a note, an email, a code), the attributes a site asks for, or a message from the shop about one is
 * drawn open.
 */
export function Extras({ attributes }: { attributes?: string | undefined }) {
  const { chunk, failed } = useSyncExternalStore(slot.subscribe, slot.getState, slot.getState);
  // Pressed since the cart was drawn; what was typed is saved as the drawer closes, so it is drawn open again.
  const [opened, setOpened] = useState<Extra[]>([]);
  // The extra pressed last, and what had focus as it was pressed.
  const pressed = useRef<{ extra: Extra; focus: Element | null } | null>(null);
  const own = useRef<HTMLDivElement>(null);
  const cart = useCart((state) => state.cart);
  const { at } = usePanel();
  const t = useStrings();
  // The forms draw under their chunk's sentences, the page's strings and a language pack over them (as chunk-part.tsx does).
  const config = useWidgetConfig();
  const withForms = useMemo(() => ({ ...config, strings: { ...chunk?.strings, ...config.strings } }), [config, chunk]);
  const holds: Record<Extra, unknown> = {
    note: cart?.note || attributes,
    email: cart?.buyerIdentity.email,
    discount: cart?.discountCodes.length,
    giftCard: cart?.appliedGiftCards.length,
  };
  const isOpen = (extra: Extra) => opened.includes(extra) || !!holds[extra] || at(extra).length > 0;
  const wanted = EXTRAS.some(({ place }) => isOpen(place));
  useEffect(() => {
    if (wanted && !failed) loadExtras();
  }, [wanted, failed]);
  const focusNow = () => (own.current?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement ?? null;
  // The form that replaced the pressed button takes focus in its field, unless the shopper has moved on while its file
  // came: focus is still where the press left it (on another control where a press focuses nothing, as in Safari), or
  // went with the button. The press waits for its form: an effect of an earlier render can run first (preact runs it
  // as the press re-renders, when its frame has not come yet).
  useEffect(() => {
    const press = pressed.current;
    const field = press && own.current!.querySelector<HTMLElement>(`[part~="${press.extra}-form"] :is(input, textarea)`);
    if (!field) return;
    pressed.current = null;
    const now = focusNow();
    if (now && now !== press.focus && now !== own.current!.ownerDocument.body) return;
    field.focus();
  });
  const press = (extra: Extra) => {
    pressed.current = { extra, focus: focusNow() };
    slot.setState({ failed: false });
    loadExtras();
    setOpened((list) => [...list, extra]);
  };
  return (
    <WidgetConfigProvider config={withForms}>
      <div ref={own} className="extras" part="extras">
        {EXTRAS.map(({ place, form, label }) => {
          const Form = chunk?.[form] as ComponentType<{ attributes?: string | undefined }> | undefined;
          if (Form && isOpen(place)) return <Form key={place} attributes={attributes} />;
          // Its form on its way (or its file refused): the shop's messages about it are shown under its button meanwhile.
          return [
            <button
              key={place}
              type="button"
              className="link extra"
              part="extra"
              aria-busy={isOpen(place) && !failed}
              onPointerEnter={loadExtras}
              onFocus={loadExtras}
              onClick={() => press(place)}
            >
              {t(label)}
            </button>,
            at(place).length > 0 && <MessageList place={place} />,
          ];
        })}
        {failed && wanted && (
          <p className="message error" role="alert">
            {t('catalogUnavailable')}
          </p>
        )}
      </div>
    </WidgetConfigProvider>
  );
}
