// Whether two lines carry the same attributes: the cart's lines use it (the drawer too), apart from the optimistic drawing
// (optimistic.ts), so a bundle with a drawer and no cart store yet (shop-embed/react's, whose cart is a chunk) carries
// this and not that.
import type { Attribute } from '../cart-client';

export function sameAttributes(a: readonly Attribute[] = [], b: readonly Attribute[] = []): boolean {
  const key = (list: readonly Attribute[]) => JSON.stringify([...list].map((x) => [x.key, x.value ?? '']).sort());
  return key(a) === key(b);
}
