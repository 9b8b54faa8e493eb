import { useEffect } from 'react';

const KEY = 'shopEmbedDrawer';

/** Whether the page is on the history entry `mark` pushed (the page's router may have pushed its own on top). */
const onOurEntry = (mark: string) => (history.state as Record<string, unknown> | null)?.[KEY] === mark;

/**
 * While `open`, the host page behind the drawer holds still and the phone's back gesture closes the drawer:
 * - the root's scroll is locked (a swipe or wheel that reaches the drawer's edge would scroll the page otherwise); on close the
 *   page gets back its own `overflow` and the exact scroll position it had;
 * - one history entry (same URL, the page's state kept, marked with `mark`) is pushed; going back from it calls `close`. When
 *   the drawer is closed another way the entry is taken back off, so back then leaves as before; if the page pushed an entry of
 *   its own meanwhile (its routing), that one stays and ours with it.
 */
export function usePageWhileOpen(open: boolean, close: () => void, mark: string) {
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const { overflow } = root.style;
    const { scrollX: x, scrollY: y } = window;
    root.style.overflow = 'hidden';
    history.pushState({ ...(history.state as object), [KEY]: mark }, '');
    const onPop = () => onOurEntry(mark) || close();
    addEventListener('popstate', onPop);
    return () => {
      removeEventListener('popstate', onPop);
      root.style.overflow = overflow;
      scrollTo(x, y);
      if (onOurEntry(mark)) history.back();
    };
  }, [open, close, mark]);
}
