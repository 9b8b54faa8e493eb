// zustand's `StoreApi`, which one of shop-embed's declarations names (zustand is bundled, not a dependency): a structural
// stand-in, so an app type-checks it without zustand installed. build/declarations.mjs points the declarations here.
export interface StoreApi<T> {
  getState: () => T;
  getInitialState: () => T;
  setState: (partial: T | Partial<T> | ((state: T) => T | Partial<T>), replace?: boolean) => void;
  subscribe: (listener: (state: T, previous: T) => void) => () => void;
}
