import { useCart, type Outcome } from '../../store';
import { useStrings } from '../use-strings';
import { FieldForm } from './FieldForm';
import { removeChip, usePanel } from './panel';

/**
 * Discount codes: the add form, then each code on the cart as applied or not applied (with why, as far as the shop says:
 * the Storefront API only reports `applicable`), each removable.
 */
export function DiscountCodes() {
  const codes = useCart((state) => state.cart?.discountCodes);
  const add = useCart((state) => state.addDiscountCode);
  const remove = useCart((state) => state.removeDiscountCode);
  const { run } = usePanel();
  const t = useStrings();
  // A code the shop accepts may still not apply ("applicable: false"): say which, as the list does.
  const done = (code: string, outcome: Outcome) => {
    const added = outcome.cart?.discountCodes.find((d) => d.code.toUpperCase() === code.toUpperCase());
    return t('discountAdded', { code: added?.code ?? code, status: added && !added.applicable ? t('discountNotApplicable') : t('discountApplied') });
  };
  return (
    <div className="codes">
      <FieldForm label={t('discountCode')} button={t('apply')} buttonName={t('applyDiscount')} place="discount" onSubmit={add} done={done} />
      {codes && codes.length > 0 && (
        <ul className="chips" part="discount-codes">
          {codes.map(({ code, applicable }) => (
            <li key={code} className={`chip${applicable ? '' : ' inapplicable'}`} part="discount-code">
              <span>
                <strong className="code">{code}</strong>{' '}
                <span className="status">{applicable ? t('discountApplied') : t('discountNotApplicable')}</span>
              </span>
              <button type="button" className="link" aria-label={t('removeDiscount', { code })} onClick={removeChip(run, () => remove(code))}>
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
