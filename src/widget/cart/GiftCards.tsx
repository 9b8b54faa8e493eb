import { useCart } from '../../store';
import { useMoney } from '../use-money';
import { useStrings } from '../use-strings';
import { FieldForm } from './FieldForm';
import { removeChip, usePanel } from './panel';

/** Gift cards: the add form, then each applied card by its last characters with the amount used and its balance. */
export function GiftCards() {
  const cards = useCart((state) => state.cart?.appliedGiftCards);
  const add = useCart((state) => state.addGiftCard);
  const remove = useCart((state) => state.removeGiftCard);
  const { run } = usePanel();
  const money = useMoney();
  const t = useStrings();
  return (
    <div className="codes">
      <FieldForm
        label={t('giftCard')}
        button={t('apply')}
        buttonName={t('applyGiftCard')}
        place="giftCard"
        onSubmit={add}
        done={t('giftCardAdded')}
      />
      {cards && cards.length > 0 && (
        <ul className="chips" part="gift-cards">
          {cards.map((card) => (
            <li key={card.id} className="chip" part="gift-card">
              <span>
                <strong className="code">{t('giftCardEnding', { last: card.lastCharacters })}</strong>{' '}
                <span className="status">{t('giftCardUsage', { used: money(card.presentmentAmountUsed), balance: money(card.balance) })}</span>
              </span>
              <button
                type="button"
                className="link"
                aria-label={t('removeGiftCard', { last: card.lastCharacters })}
                onClick={removeChip(run, () => remove(card.id))}
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
