import { h } from 'preact';
import type { ContentSlice } from '../../content';
import { RichText } from './RichText';

/** The handles a product-list slice names, in order, each once (`items[].product_handle`). */
export function productHandles(slice: ContentSlice): string[] {
  const handles = slice.items
    .map((item) => item['product_handle'])
    .filter((handle): handle is string => typeof handle === 'string' && handle.trim() !== '');
  return [...new Set(handles.map((handle) => handle.trim()))];
}

/**
 * A product-list slice: its title and one `<shop-product>` per handle (with the block's `heading-level`, if any). Those elements mount through the page's own
 * custom elements like any card the page has, so the cards of every list share the page's product request.
 */
export function ProductList({ slice, headingLevel }: { slice: ContentSlice; headingLevel?: number | undefined }) {
  const handles = productHandles(slice);
  if (!handles.length) return null;
  return (
    <section className="content-products">
      <RichText field={slice.primary['title'] as never} />
      <ul>
        {handles.map((handle) => (
          <li key={handle}>{h('shop-product', { handle, 'heading-level': headingLevel })}</li>
        ))}
      </ul>
    </section>
  );
}
