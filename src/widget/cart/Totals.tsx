import type { Cart, Money } from '../../cart-client';
import { useMoney } from '../use-money';
import { useStrings } from '../use-strings';
import { cartTotals } from './cart-totals';

/**
 * The order summary (SPEC §4): items, order discounts, subtotal (total − duties − taxes), taxes and duties when the shop
 * reports them, the total, each gift card as a deduction, and what is left to pay. Every row adds up to the next.
 */
export function Totals({ cart }: { cart: Cart }) {
  const money = useMoney();
  const t = useStrings();
  const totals = cartTotals(cart);
  const row = (label: string, amount: Money, minus = false, cls = '') => (
    <div className={`row ${cls}`} key={label}>
      <dt>{label}</dt>
      <dd>{minus ? `−${money(amount)}` : money(amount)}</dd>
    </div>
  );
  const discounted = totals.discounts.length > 0;
  const paidByCards = totals.giftCards.length > 0;
  return (
    <>
      <h3 className="sr-only">{t('totals')}</h3>
      <dl className="totals" part="totals">
        {discounted && row(t('items'), totals.items)}
        {totals.discounts.map((d) => row(d.label ? `${t('discounts')} (${d.label})` : t('discounts'), d.amount, true, 'discount'))}
        {row(t('subtotal'), totals.subtotal)}
        {totals.taxes && row(t('taxes'), totals.taxes)}
        {totals.duties && row(t('duties'), totals.duties)}
        {row(t('total'), totals.total, false, paidByCards ? '' : 'grand')}
        {totals.giftCards.map((card) => row(t('giftCardDeduction', { last: card.lastCharacters }), card.amount, true, 'discount'))}
        {paidByCards && row(t('totalDue'), totals.due, false, 'grand')}
      </dl>
    </>
  );
}
