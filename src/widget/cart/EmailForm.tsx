import { useCart } from '../../store';
import { useStrings } from '../use-strings';
import { FieldForm } from './FieldForm';

/** The buyer's email for order updates (`buyerIdentity.email`): the field follows the cart's, Save sends it. */
export function EmailForm() {
  const email = useCart((state) => state.cart?.buyerIdentity.email ?? '');
  const setEmail = useCart((state) => state.setEmail);
  const t = useStrings();
  return (
    <FieldForm
      label={t('email')}
      button={t('save')}
      buttonName={t('saveEmail')}
      place="email"
      type="email"
      autoComplete="email"
      value={email}
      done={t('saved')}
      onSubmit={setEmail}
    />
  );
}
