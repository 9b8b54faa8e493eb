// What `react/jsx-runtime` means in the built bundles (build/source.mjs), beside src/react-lite.ts: the automatic JSX
// transform's `jsx()` on preact's own `createElement`. preact/jsx-runtime writes a second vnode factory of its own,
// which every page carried twice (≈ 200 B gzip in the components). createElement keeps `props.children` when it is
// given no children arguments, takes `key` and `ref` out of the props and applies `defaultProps`, as preact's jsx() does.
// The script-tag files call createElement itself: the build writes their JSX calls as its calls (build/source.mjs,
// createElementCalls), so none of them carries this file.
import { createElement, type ComponentChildren, type ComponentType } from 'preact';

export { Fragment } from 'preact';

type Props = Record<string, unknown> & { children?: ComponentChildren };

/** `<Type {...props} key={key} />`: the key comes apart from the props (the transform's third argument). */
export function jsx(type: string | ComponentType<Props>, props: Props, key?: unknown) {
  return createElement(type as string, key === undefined ? props : { ...props, key });
}
export { jsx as jsxs, jsx as jsxDEV };
