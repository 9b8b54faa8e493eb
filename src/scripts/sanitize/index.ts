import DOMPurify from 'dompurify';
import type { Sanitize } from '../../mount/kit';

/**
 * Shop HTML (product and collection descriptions) made safe to insert: no scripts, handlers, forms or inline styles
 * (a strict `style-src` page would refuse those anyway).
 */
export const sanitize: Sanitize = (html) =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
