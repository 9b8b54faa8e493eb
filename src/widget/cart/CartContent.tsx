import { useMemo, useRef, useState } from 'react';
import { useCart, type CartMessage, type Outcome } from '../../store';
import { useWidgetConfig } from '../config';
import { isSetupError } from '../setup-error';
import { useStrings } from '../use-strings';
import { CartLineItem } from './CartLineItem';
import { Extras } from './Extras';
import { MessageList } from './MessageList';
import { isRepeatable, isTransport, messageText, placeOf, type Place } from './messages';
import { PanelContext, type Panel } from './panel';
import { Summary } from './Summary';

export interface CartContentProps {
  /** Cart attributes to ask for: `key:Label,key2:Label two`. */
  attributes?: string | undefined;
  /** The empty cart's way back: a button (the drawer closes) or a link (the cart page). */
  onContinue?: (() => void) | undefined;
  continueUrl?: string | undefined;
}

/**
 * Everything in the cart, shared by the drawer and the cart page: lines, note and attributes, email, discount codes, gift
 * cards, totals and checkout; the shop's messages next to what they concern, transport failures at the top with Retry,
 * and one polite live region that announces the outcome of each action started here.
 */
export function CartContent(props: CartContentProps) {
  const cart = useCart((state) => state.cart);
  const status = useCart((state) => state.status);
  const messages = useCart((state) => state.messages);
  const pendingLines = useCart((state) => state.pendingLines);
  const refresh = useCart((state) => state.refresh);
  const { strings } = useWidgetConfig();
  const t = useStrings();
  const touched = useRef<string | null>(null);
  const unsaved = useRef<Panel['unsaved']['current']>(null);
  // The panel's last action, when it failed for a reason worth sending it again, and the message that failure showed.
  const failed = useRef<{ action: () => Promise<Outcome>; message: CartMessage } | null>(null);
  const [said, setSaid] = useState('');

  const placed = useMemo(
    () =>
      messages
        .map((message) => ({ message, place: placeOf(message, cart, touched.current) }))
        .map((m) => ({ ...m, text: messageText(strings, m.message, cart, m.place) }))
        .filter((m) => m.text), // a warning with nothing to tell (cartMessageText)
    [messages, cart, strings],
  );
  const panel: Panel = {
    at: (place: Place) => placed.filter((m) => m.place === place),
    async run(action, done) {
      setSaid('');
      const outcome = await action();
      const error = outcome.ok ? undefined : outcome.errors[0];
      failed.current = error && isRepeatable(error) ? { action, message: error } : null;
      // Announce what this action got back: not the messages of other widgets' operations (the product card says its own).
      const own = (outcome.ok ? outcome.warnings : outcome.errors)
        .map((m) => messageText(strings, m, outcome.cart, placeOf(m, outcome.cart, touched.current)))
        .filter(Boolean);
      // Nothing to say (a click overtaken by a later one) leaves what another action said since.
      const text = own.join(' ') || (outcome.ok && done ? (typeof done === 'string' ? done : done(outcome)) : '');
      if (text) setSaid(text);
      return outcome;
    },
    touch: (lineId) => void (touched.current = lineId),
    unsaved,
  };
  // A refused token or a missing shop is no passing fault: sending it again cannot help, so no Retry for it.
  const transport = placed.some((m) => isTransport(m.message) && !isSetupError(m.message.code));
  // Repeat the failed action only while its failure is the one on screen; anything else (a failed read, another widget's
  // change since) is retried by reading the cart, never by re-sending an older action over newer state.
  const retry = () => {
    const f = failed.current;
    return panel.run(f && messages.includes(f.message) ? f.action : () => refresh());
  };
  const lines = cart?.lines ?? [];
  return (
    <PanelContext.Provider value={panel}>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {said}
      </p>
      <MessageList place="general" />
      {transport && (
        <button type="button" className="button secondary" onClick={retry}>
          {t('retry')}
        </button>
      )}
      {lines.length === 0 ? (
        <div className="empty-cart" part="empty-cart">
          {/* Focus lands here when the last line is removed (see removeLineFocus). */}
          <p tabIndex={-1}>{status === 'loading' ? t('loading') : t('cartIsEmpty')}</p>
          {status !== 'loading' && props.onContinue && (
            <button type="button" className="button" onClick={props.onContinue}>
              {t('continueShopping')}
            </button>
          )}
          {status !== 'loading' && !props.onContinue && props.continueUrl && (
            <a className="button" href={props.continueUrl}>
              {t('continueShopping')}
            </a>
          )}
        </div>
      ) : (
        <>
          <ul className="lines" part="lines" aria-label={t('cartLines')}>
            {lines.map((line) => (
              <CartLineItem key={line.id} line={line} pending={pendingLines.find((p) => p.lineId === line.id)} />
            ))}
          </ul>
          <Extras attributes={props.attributes} />
          <Summary cart={cart} />
        </>
      )}
    </PanelContext.Provider>
  );
}
