import type { Place } from './messages';
import { usePanel } from './panel';

/**
 * The messages about one place, right next to it; the field it concerns points here with `aria-describedby` (the cart's
 * `general` ones, at its top, have no field). Announcing is the drawer's single live region's job, so this list is not
 * live itself.
 */
export function MessageList({ id, place }: { id?: string; place: Place }) {
  const shown = usePanel().at(place);
  return (
    <ul id={id} className={place === 'general' ? 'messages cart-messages general' : 'messages cart-messages'} part="messages">
      {shown.map(({ message, text }, i) => (
        <li key={i} className={`message ${message.kind}`}>
          {text}
        </li>
      ))}
    </ul>
  );
}
