import { policy } from './trusted-types';

/**
 * A shop's HTML (`descriptionHtml`) as the text a reader expects: each paragraph, heading or list item on a line of its own
 * (`• ` before an item), and inline markup leaving nothing behind, so `<strong>6 hours</strong>.` reads `6 hours.`. The
 * Storefront API's own `description` runs it all into one line. A line break goes before every tag that starts or ends a
 * block, then `DOMParser` (whose documents run no script and load nothing) decodes the rest; the result is only ever text.
 * Where the page refuses our Trusted Types policy (trusted-types.ts) no parser may see it: `decode` reads it then
 * (html-decode.ts, which the components pass), and without one there is no text.
 *
 * @example
 * htmlToText('<p>Soft.</p><ul><li>Relaxed fit</li><li>Pre-shrunk</li></ul>'); // 'Soft.\n• Relaxed fit\n• Pre-shrunk'
 */
export function htmlToText(html: string, decode?: (html: string) => string): string {
  const marked = html
    .replace(/<(script|style)\b[^]*?<\/\1\s*>/gi, '')
    .replace(/\s+/g, ' ')
    .replace(/<li\b/gi, '\n• $&')
    .replace(/<\/?(p|div|h\d|[ou]l|d[ltd]|br|tr|blockquote|pre)\b/gi, '\n$&');
  // No parser on a server (React SSR): there, `decode` reads it as where the page refuses our policy.
  const text =
    policy !== null && globalThis.DOMParser
      ? new DOMParser().parseFromString(policy?.createHTML(marked) ?? marked, 'text/html').body.textContent!
      : (decode?.(marked) ?? '');
  return text.replace(/\s*\n\s*/g, '\n').trim();
}
