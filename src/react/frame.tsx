import { createContext, createElement, useContext, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useCartStoreOrNull } from '../store/use-cart';
import { WidgetBoundary } from '../widget/WidgetBoundary';
import { WidgetConfigProvider, useWidgetConfig } from '../widget/config';
import { FRAME_CLASS } from './scope';

/** Whether the provider asked for shadow roots. */
export const FrameContext = createContext(false);
/** Loads the provider's cart chunk (lazy-cart.ts): called as the shopper reaches for a component that leads to the cart. */
export const CartReachContext = createContext<() => void>(() => {});

/** The components' stylesheet for shadow roots, loaded with the first one (pages without shadow roots never fetch it). */
let sheet: Promise<string> | null = null;
const shadowCss = () => (sheet ??= import('./shadow-styles').then((module) => module.shadowStyles));
/** The cart's rules after it, loaded with the first shadow root of a cart component (FrameOptions' `styles`). */
let cartSheet: Promise<string> | null = null;
export const shadowCartCss = () => (cartSheet ??= import('./shadow-cart-styles').then((module) => module.cartStyles));

interface ShadowFrameProps {
  children?: ReactNode;
  styles?: (() => Promise<string>) | undefined;
  onPointerOver?: () => void;
  onFocus?: () => void;
}

/** An open shadow root on a `<div>`, with the stylesheet in it; its children are drawn there once it exists (in the browser). */
function ShadowFrame(props: ShadowFrameProps) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const { children, styles, ...listeners } = props;
  useLayoutEffect(() => {
    const el = host.current!;
    const shadow = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
    let live = true;
    void Promise.all([shadowCss(), styles?.() ?? '']).then(([css, own]) => {
      if (!live || shadow.querySelector('style[data-shop-embed]')) return;
      const style = el.ownerDocument.createElement('style');
      style.setAttribute('data-shop-embed', '');
      style.textContent = css + own;
      shadow.prepend(style);
    });
    setRoot(shadow);
    return () => void (live = false);
  }, [styles]);
  return createElement('div', { ref: host, className: FRAME_CLASS, ...listeners }, root ? createPortal(children, root as unknown as Element) : null);
}

/** Logs a component's failure once; the component shows its "could not be shown" sentence instead. */
const report = (name: string) => (error: unknown) => console.error(`[shop-embed] ${name} failed`, error);

export interface FrameOptions {
  /** The component's own English sentences, under the provider's (a language pack's, the site owner's): they come with it. */
  strings?: Readonly<Record<string, string>>;
  /**
   * The shopper's reach for it (the pointer over it, focus in it) loads the cart chunk, as the script's registry entries
   * with `leadsToCart` do: a press comes after it, so the first add is sent at once.
   */
  leadsToCart?: boolean;
  /** In a shadow root, the component's own rules after every component's (the catalog's, the cart's): loaded with it. */
  styles?: () => Promise<string>;
}

/** The provider's configuration with `own` sentences under its strings (a chunk's components draw under their chunk's: lazy-catalog.ts). */
export function WithSentences(props: { own: Readonly<Record<string, string>>; children?: ReactNode }) {
  const config = useWidgetConfig();
  const { own } = props;
  const merged = useMemo(() => ({ ...config, strings: { ...own, ...config.strings } }), [config, own]);
  return createElement(WidgetConfigProvider, { config: merged }, props.children);
}

/**
 * A widget as React apps get it: inside the boundary the script puts around every widget, in the scoping `<div>` the
 * stylesheet targets, or in a shadow root when the provider says `shadow`.
 */
export function framed<P extends object>(Widget: ComponentType<P>, name: string, options: FrameOptions = {}): ComponentType<P> {
  const { strings, leadsToCart, styles } = options;
  function Framed(props: P) {
    if (!useCartStoreOrNull()) throw new Error(`[shop-embed] <${name}> must be inside <ShopProvider>`);
    const shadow = useContext(FrameContext);
    const reach = useContext(CartReachContext);
    const widget = createElement(Widget as ComponentType<object>, props);
    const body = createElement(WidgetBoundary, { onError: report(name) }, strings ? createElement(WithSentences, { own: strings }, widget) : widget);
    const listeners = leadsToCart ? { onPointerOver: reach, onFocus: reach } : {};
    return shadow ? createElement(ShadowFrame, { styles, ...listeners }, body) : createElement('div', { className: FRAME_CLASS, ...listeners }, body);
  }
  Framed.displayName = name;
  return Framed;
}
