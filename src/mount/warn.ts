import { formatMessage } from '../cart-client';

/** Prints each distinct message once per page (a bad attribute on 50 cards is one line in the console, not 50). */
export function createWarnOnce(print: (message: string) => void = (message) => console.warn(message)) {
  const seen = new Set<string>();
  /** `key` names the problem when the message also names one host of many (the first host found is printed). */
  return (message: string, key: string = message) => {
    if (seen.has(key)) return;
    seen.add(key);
    // A thrown error's message already carries the prefix: once is enough.
    print(formatMessage(message.replace(/^\[shop-embed\] /, '')));
  };
}

/** `<div data-shop-product="tee">` or `<shop-product>`: how a host is named in messages. */
export function describeHost(el: Element, attribute?: string): string {
  // A custom element is named by its handle when it has one; a plain host by its marking attribute, with or without value.
  const custom = el.localName.includes('-');
  const name = custom ? 'handle' : attribute;
  const value = name && el.getAttribute(name);
  return `<${el.localName}${name && (value || !custom) ? ` ${name}${value ? `="${value}"` : ''}` : ''}>`;
}

/** An error's message, or what was thrown. */
export function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
