import { useEffect, useMemo, useState } from 'react';
import type { ShownProduct as Product } from '../../cart-client';
import { useWidgetConfig } from '../config';
import { decodeHtml } from '../html-decode';
import { htmlToText } from '../html-text';
import { rh } from './react-h';
import { viewDescription } from './view-card';

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
  const text = useMemo(() => (mode === 'none' ? '' : htmlToText(product.descriptionHtml, decodeHtml)), [mode, product.descriptionHtml]);
  useEffect(() => {
    if (mode !== 'html' || !loadSanitizer || !product.descriptionHtml) return;
    let current = true;
    loadSanitizer()
      .then((sanitize) => current && setHtml({ source: product.descriptionHtml, clean: sanitize(product.descriptionHtml) }))
      .catch(() => undefined); // the plain text stays (no sanitiser, or a page that refuses our Trusted Types policy)
    return () => {
      current = false;
    };
  }, [mode, loadSanitizer, product.descriptionHtml]);

  if (mode === 'none') return null;
  const clean = mode === 'html' && html && html.source === product.descriptionHtml ? html.clean : undefined;
  return viewDescription(rh, text, clean === undefined ? undefined : { dangerouslySetInnerHTML: { __html: clean } });
}
