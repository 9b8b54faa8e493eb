// The preact types that shop-embed's declarations name (its widgets are preact components, and preact is bundled, not a
// dependency): structural stand-ins, so an app type-checks them without preact installed. build/declarations.mjs points
// the declarations here.
export type ComponentChildren = unknown;
export type ComponentChild = unknown;
export interface Attributes {
  key?: unknown;
  jsx?: boolean | undefined;
}
export interface ClassAttributes<T> extends Attributes {
  ref?: unknown;
  __ref?: T;
}
export interface VNode<P = object> {
  type: unknown;
  props: P & { children?: ComponentChildren };
  key: unknown;
}
export type ComponentType<P = object> = (props: P) => unknown;
export interface Context<T> {
  Provider: ComponentType<{ value: T; children?: ComponentChildren }>;
  Consumer: ComponentType<{ children: (value: T) => ComponentChildren }>;
  displayName?: string;
}
export declare namespace JSX {
  type Element = VNode<unknown>;
}
export declare function h(type: unknown, props?: unknown, ...children: unknown[]): VNode<unknown>;
export declare namespace h {
  namespace JSX {
    type Element = VNode<unknown>;
  }
}
