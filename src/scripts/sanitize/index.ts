import DOMPurify, { type Config } from 'dompurify';
import type { Sanitize } from '../../mount/kit';
import { policy } from '../../widget/trusted-types';

/**
 * Shop HTML (product and collection descriptions) made safe to insert: no scripts, handlers, forms or inline styles
 * (a strict `style-src` page would refuse those anyway). Where the browser has Trusted Types, DOMPurify parses and returns
 * through our policy (src/widget/trusted-types.ts), so a page that enforces them takes the clean HTML; a page that refuses
 * the policy gets none (this throws, and the description stays text).
 */
export const sanitize: Sanitize = (html) => {
  if (policy === null) throw new TypeError('the page refuses the shop-embed Trusted Types policy');
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    ...(policy && { TRUSTED_TYPES_POLICY: policy as unknown as Config['TRUSTED_TYPES_POLICY'], RETURN_TRUSTED_TYPE: true }),
  }) as unknown as string;
};
