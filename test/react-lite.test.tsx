// @vitest-environment happy-dom
// src/react-lite.ts is what `react` means in the built bundles (the unit tests alias `react` to preact/compat), so its
// own code, useSyncExternalStore, is tested here directly.
import { act, cleanup, render, waitFor } from '@testing-library/preact';
import { render as preactRender } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { useSyncExternalStore } from '../src/react-lite';

/** A store as zustand makes them: a value, listeners, and a count of who listens. */
function counter(start = 0) {
  let value = start;
  const listeners = new Set<() => void>();
  return {
    listeners,
    get: () => value,
    set(next: number) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

afterEach(cleanup);

describe('useSyncExternalStore (react-lite)', () => {
  it('shows the current snapshot, follows each change, and renders nothing for a change that leaves it alone', () => {
    const store = counter(1);
    let renders = 0;
    function Count() {
      renders++;
      const odd = useSyncExternalStore(store.subscribe, () => store.get() % 2 === 1);
      return <p>{odd ? 'odd' : 'even'}</p>;
    }
    const { container } = render(<Count />);
    expect(container.textContent).toBe('odd');
    act(() => store.set(2));
    expect(container.textContent).toBe('even');
    const before = renders;
    act(() => store.set(4));
    expect(renders).toBe(before);
    act(() => store.set(5));
    expect(container.textContent).toBe('odd');
  });

  it('a change between rendering and subscribing (effects run after paint) still shows', async () => {
    const store = counter(1);
    const Count = () => <p>{useSyncExternalStore(store.subscribe, store.get)}</p>;
    const root = document.body.appendChild(document.createElement('div'));
    preactRender(<Count />, root);
    expect(root.textContent).toBe('1');
    expect(store.listeners.size).toBe(0); // not subscribed yet
    store.set(2);
    await waitFor(() => expect(root.textContent).toBe('2'));
    preactRender(null, root);
  });

  it('a change that returns to the value shown before the last render is drawn at once, not a frame later', async () => {
    // The cart drew "Your cart (3)" for a frame: its count went 2 → 3 → 2 within a task, and the listener still held the
    // value of the render before (2), so the last change looked like no change until the effects ran after paint.
    const store = counter(2);
    const Count = () => <p>{useSyncExternalStore(store.subscribe, () => store.get())}</p>;
    const root = document.body.appendChild(document.createElement('div'));
    preactRender(<Count />, root);
    await waitFor(() => expect(store.listeners.size).toBe(1));
    store.set(3);
    await Promise.resolve(); // preact renders in a microtask; effects wait for the next frame
    expect(root.textContent).toBe('3');
    store.set(2);
    await Promise.resolve();
    expect(root.textContent).toBe('2');
    preactRender(null, root);
  });

  it('stops listening when unmounted, and moves to a new store', () => {
    const first = counter(1);
    const second = counter(7);
    const Count = (props: { store: ReturnType<typeof counter> }) => <p>{useSyncExternalStore(props.store.subscribe, props.store.get)}</p>;
    const { container, rerender, unmount } = render(<Count store={first} />);
    expect(first.listeners.size).toBe(1);
    rerender(<Count store={second} />);
    expect(container.textContent).toBe('7');
    expect([first.listeners.size, second.listeners.size]).toEqual([0, 1]);
    act(() => first.set(3));
    expect(container.textContent).toBe('7');
    act(() => second.set(8));
    expect(container.textContent).toBe('8');
    unmount();
    expect(second.listeners.size).toBe(0);
  });
});
