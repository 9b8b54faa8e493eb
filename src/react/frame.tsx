import { createContext, createElement, useContext, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useCartStoreOrNull } from '../store/use-cart';
import { WidgetBoundary } from '../widget/WidgetBoundary';
import { FRAME_CLASS } from './scope';

/** Whether the provider asked for shadow roots. */
export const FrameContext = createContext(false);

/** The components' stylesheet for shadow roots, loaded with the first one (pages without shadow roots never fetch it). */
let sheet: Promise<string> | null = null;
const shadowCss = () => (sheet ??= import('./shadow-styles').then((module) => module.shadowStyles));

/** An open shadow root on a `<div>`, with the stylesheet in it; its children are drawn there once it exists (in the browser). */
function ShadowFrame(props: { children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const el = host.current!;
    const shadow = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
    let live = true;
    void shadowCss().then((css) => {
      if (!live || shadow.querySelector('style[data-shop-embed]')) return;
      const style = el.ownerDocument.createElement('style');
      style.setAttribute('data-shop-embed', '');
      style.textContent = css;
      shadow.prepend(style);
    });
    setRoot(shadow);
    return () => void (live = false);
  }, []);
  return createElement('div', { ref: host, className: FRAME_CLASS }, root ? createPortal(props.children, root as unknown as Element) : null);
}

/** Logs a component's failure once; the component shows its "could not be shown" sentence instead. */
const report = (name: string) => (error: unknown) => console.error(`[shop-embed] ${name} failed`, error);

/**
 * A widget as React apps get it: inside the boundary the script puts around every widget, in the scoping `<div>` the
 * stylesheet targets, or in a shadow root when the provider says `shadow`.
 */
export function framed<P extends object>(Widget: ComponentType<P>, name: string): ComponentType<P> {
  function Framed(props: P) {
    if (!useCartStoreOrNull()) throw new Error(`[shop-embed] <${name}> must be inside <ShopProvider>`);
    const shadow = useContext(FrameContext);
    const body = createElement(WidgetBoundary, { onError: report(name) }, createElement(Widget as ComponentType<object>, props));
    return shadow ? createElement(ShadowFrame, null, body) : createElement('div', { className: FRAME_CLASS }, body);
  }
  Framed.displayName = name;
  return Framed;
}
