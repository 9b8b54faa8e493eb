import { useEffect, useMemo, useState } from 'react';
import type { ShownProduct as Product } from '../../cart-client';
import { useWidgetConfig } from '../config';
import { htmlToText } from '../html-text';

export interface DescriptionProps {
  product: Product;
  mode: 'none' | 'text' | 'html';
}

/**
 * The product description: plain text unless `html` is asked for, and then only once the sanitiser (loaded on demand) has
 * cleaned it. Until then, or without a sanitiser, the plain text shows. Unsanitised HTML is never rendered. The text comes
 * from the HTML (a line per paragraph and list item), not from the single-line `description`.
 */
export function Description({ product, mode }: DescriptionProps) {
  const { loadSanitizer } = useWidgetConfig();
  const [html, setHtml] = useState<{ source: string; clean: string } | null>(null);
  // Parsed once per product, and not at all for a card that shows none.
  const text = useMemo(() => (mode === 'none' ? '' : htmlToText(product.descriptionHtml)), [mode, product.descriptionHtml]);
  useEffect(() => {
    if (mode !== 'html' || !loadSanitizer || !product.descriptionHtml) return;
    let current = true;
    loadSanitizer().then(
      (sanitize) => current && setHtml({ source: product.descriptionHtml, clean: sanitize(product.descriptionHtml) }),
      () => undefined, // the plain text stays
    );
    return () => {
      current = false;
    };
  }, [mode, loadSanitizer, product.descriptionHtml]);

  if (mode === 'none') return null;
  if (mode === 'html' && html && html.source === product.descriptionHtml) {
    return <div className="description" part="description" dir="auto" dangerouslySetInnerHTML={{ __html: html.clean }} />;
  }
  return text ? (
    <p className="description" part="description" dir="auto">
      {text}
    </p>
  ) : null;
}
