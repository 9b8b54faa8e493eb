import type { ShopPolicy } from '../cart-client';
import { useCatalogRead } from '../store';
import { safeHref } from './safe-href';
import { useStrings } from './use-strings';

/**
 * Links to the shop's refund policy, privacy policy and terms of service (those it has), in a navigation landmark.
 *
 * @example
 * <ShopPolicies />
 */
export function ShopPolicies() {
  const t = useStrings();
  const read = useCatalogRead('policies', (catalog) => catalog.policies());
  // A line's height while loading, as the page's stylesheet reserved it; a read that failed keeps the line, still (the page
  // below does not move; the cards and the toggle say what went wrong).
  if (read.status !== 'ready')
    return <div className={`shop-embed skeleton-policies${read.status === 'loading' ? ' skeleton' : ''}`} aria-hidden="true" />;
  const shop = read.data;
  const policies = [shop.refundPolicy, shop.privacyPolicy, shop.termsOfService].filter((policy): policy is ShopPolicy => !!policy);
  if (policies.length === 0) return null;
  return (
    <nav className="shop-embed policies" part="policies" aria-label={t('policies')}>
      <ul>
        {policies.map((policy) => {
          const href = safeHref(policy.url);
          return (
            <li key={policy.id}>
              {href ? (
                <a href={href} part="link">
                  {policy.title}
                </a>
              ) : (
                policy.title
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
