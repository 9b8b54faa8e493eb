// The analytics chunk (`shop-embed.analytics.min.js`), loaded only once someone listens (`ShopEmbed.on()` for a view event,
// or dataLayer mode): a page that does not listen loads and observes nothing. It holds the view events,
// `shop-embed:view-item` (a product card scrolled into view) and `shop-embed:view-item-list` (a collection grid or
// recommendations scrolled into view), each once per page per product or list, through one IntersectionObserver for
// every host; and dataLayer mode. The cart's events come with the cart chunk (commerce.ts).
import type { CardProduct } from '../../cart-client/card';
import { EVENTS, fire, type CommerceItem, type EventName } from '../../mount/events';
import type { Mounts, Runtime } from '../../mount/mounts';

/** A card's product as an item, at the variant the card shows first (`item_id`: its SKU, else its Storefront id). */
function cardItem(product: CardProduct, index: number, list: string): CommerceItem {
  const { id, sku, title, price } = product.variants[0]!;
  return {
    item_id: sku || id,
    item_name: product.title,
    item_brand: product.vendor,
    item_variant: title,
    price: Number(price.amount),
    quantity: 1,
    index,
    product_id: product.id,
    variant_id: id,
    ...(list && { item_list_name: list }),
  };
}

/** Watches the page's cards, grids and recommendations from now on (`scan()` again after mounts change). */
export function watchViews(doc: Document, mounts: Mounts, runtime: () => Runtime | null) {
  let observer: IntersectionObserver | undefined = undefined;
  /** The products and lists already told. */
  const told = new Set<string>();

  /** The host's first read is the widget's (cached): what it shows is told, each product at the variant it shows first. */
  async function shown(el: Element) {
    const record = mounts.get(el);
    const source = runtime();
    if (!record?.parsed.ok || !source) return;
    const { name } = record.entry;
    const read = (await record.entry.prefetch!(source.catalog, record.parsed.props).catch(() => null)) as { products?: CardProduct[] } | null;
    const list = name === 'product' ? '' : `${name}:${String(record.parsed.props.handle)}`;
    const products = (((list ? (read?.products ?? read) : [read]) ?? []) as Array<CardProduct | null>).filter((product) => product?.variants.length);
    const key = list || products[0]?.id;
    if (!key || !products.length || told.has(key)) return;
    told.add(key);
    const items = products.map((product, index) => cardItem(product!, index, list));
    fire(doc, list ? 'view-item-list' : 'view-item', {
      currency: products[0]!.variants[0]!.price.currencyCode,
      value: Math.round(items.reduce((sum, item) => sum + item.price * 100, 0)) / 100,
      items,
      cart_id: source.store.getState().cart?.id ?? null,
      ...(list && { item_list_name: list }),
    });
  }

  /** Watches the hosts of cards, grids and recommendations (the widgets with a `handle`; observing one twice is a no-op). */
  const scan = () => {
    for (const [el, record] of observer ? mounts.records() : [])
      if (record.entry.prefetch && record.parsed.ok && 'handle' in record.parsed.props) observer!.observe(el);
  };

  // A host counts as seen once it is in the upper three quarters of the viewport.
  const View = doc.defaultView?.IntersectionObserver;
  observer =
    View &&
    new View(
      (entries) =>
        entries.forEach((entry) => {
          if (!entry.isIntersecting) return;
          observer!.unobserve(entry.target);
          void shown(entry.target);
        }),
      { rootMargin: '0px 0px -25% 0px' },
    );
  scan();
  return { scan, stop: () => observer?.disconnect() };
}

/**
 * dataLayer mode: every commerce event (the names with a dash) is pushed as GA4's docs ask, `{ ecommerce: null }` first so
 * the previous event's items do not merge into this one's. Nothing is sent anywhere: the page's tag manager reads the layer.
 */
export function toDataLayer(doc: Document, view: Window & { dataLayer?: unknown[] }) {
  const names = Object.keys(EVENTS).filter((name) => name.includes('-')) as EventName[];
  const push = (event: Event) => {
    const layer = (view.dataLayer ??= []);
    layer.push({ ecommerce: null });
    layer.push({ event: event.type.slice(11).replace(/-/g, '_'), ecommerce: (event as CustomEvent).detail });
  };
  names.forEach((name) => doc.addEventListener(EVENTS[name], push));
  return () => names.forEach((name) => doc.removeEventListener(EVENTS[name], push));
}
