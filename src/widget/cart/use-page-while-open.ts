import { useLayoutEffect } from 'react';

const KEY = 'shopEmbedDrawer';

/**
 * While `open` (from the frame the drawer opens in: a layout effect, as the dialog's), the host page behind the drawer
 * holds still and the phone's back gesture closes the drawer:
 * - the root's scroll is locked (a swipe or wheel that reaches the drawer's edge would scroll the page otherwise); on close the
 *   page gets back its own `overflow` and the exact scroll position it had;
 * - one history entry (same URL, marked with `mark`) is pushed; going back from it calls `close`. When the drawer is closed
 *   another way the entry is taken back off, so back then leaves as before; if the page pushed an entry of its own meanwhile
 *   (its routing), that one stays and ours with it. Only where the page keeps no state in its history: a router that does
 *   (Turbo, React Router, Next.js and Vue Router each set one as they start) draws its page again on every `popstate`,
 *   and the step off our entry would redraw the page behind the drawer, losing what the shopper chose on it (Turbo: a
 *   restoration visit). A listener of ours cannot stop it: the window's listeners run in the order they were added.
 * The page is reached through the drawer's own element (its document and that document's window), not the globals.
 */
export function usePageWhileOpen(open: boolean, close: () => void, mark: string, drawer: { current: HTMLElement | null }) {
  useLayoutEffect(() => {
    const doc = drawer.current?.ownerDocument;
    const win = doc?.defaultView;
    if (!open || !win) return;
    const { history } = win;
    const root = doc.documentElement;
    const { overflow } = root.style;
    const { scrollX: x, scrollY: y } = win;
    // Whether the page is on our entry (the page's router may have pushed its own on top).
    const onOurEntry = () => (history.state as Record<string, unknown> | null)?.[KEY] === mark;
    root.style.overflow = 'hidden';
    const entry = history.state === null;
    if (entry) history.pushState({ [KEY]: mark }, '');
    const onPop = () => onOurEntry() || close();
    win.addEventListener('popstate', onPop);
    return () => {
      win.removeEventListener('popstate', onPop);
      root.style.overflow = overflow;
      win.scrollTo(x, y);
      if (entry && onOurEntry()) history.back();
    };
  }, [open, close, mark, drawer]);
}
