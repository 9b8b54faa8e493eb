import { formatMessage } from '../cart-client';

/** Prints each distinct message once per page (a bad attribute on 50 cards is one line in the console, not 50). */
export function createWarnOnce(print: (message: string) => void = (message) => console.warn(message)) {
  const seen = new Set<string>();
  return (message: string) => {
    if (seen.has(message)) return;
    seen.add(message);
    print(formatMessage(message));
  };
}

/** `<div data-shop-product="tee">` or `<shop-product>`: how a host is named in messages. */
export function describeHost(el: Element, attribute?: string): string {
  if (el.localName.includes('-')) return `<${el.localName}${el.getAttribute('handle') ? ` handle="${el.getAttribute('handle')}"` : ''}>`;
  const value = attribute ? el.getAttribute(attribute) : null;
  return `<${el.localName}${attribute ? ` ${attribute}${value ? `="${value}"` : ''}` : ''}>`;
}
