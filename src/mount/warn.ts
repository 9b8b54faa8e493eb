import { formatMessage } from '../cart-client';
import type { Notes } from './notes';

export interface WarnOnce {
  /** Prints `message` unless one with the same `key` was printed (`key` names the problem when the message names one host of many). */
  (message: string, key?: string): void;
  /** Names a problem whose sentence comes with the diagnose chunk (loaded only then): printed once, a tick later. */
  note<K extends keyof Notes>(kind: K, ...args: Parameters<Notes[K]>): void;
  /** Drops the notes still on their way (the embed was destroyed: the page hears nothing more of it). */
  mute(): void;
}

/** Prints each distinct message once per page (a bad attribute on 50 cards is one line in the console, not 50). */
export function createWarnOnce(print: (message: string) => void = (message) => console.warn(message)): WarnOnce {
  const seen = new Set<string>();
  let muted = false;
  const warn = (message: string, key: string = message) => {
    if (seen.has(key)) return;
    seen.add(key);
    // A thrown error's message already carries the prefix: once is enough.
    print(formatMessage(message.replace(/^\[shop-embed\] /, '')));
  };
  return Object.assign(warn, {
    note<K extends keyof Notes>(kind: K, ...args: Parameters<Notes[K]>) {
      const key = [kind, ...args].join(' ');
      if (!muted && !seen.has(key))
        void import('./notes').then(
          ({ notes }) => muted || warn((notes[kind] as (...a: unknown[]) => string)(...args), key),
          // Without the chunk (offline, a 404) the problem is still named, in short.
          () => muted || warn(key, key),
        );
    },
    mute() {
      muted = true;
    },
  });
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
