// @vitest-environment happy-dom
// A painted card drawn again (a choice, a step, a refused add) keeps the focus where it was: the element at the same
// place in the new drawing takes it, and nothing does where nothing had it.
import { afterEach, expect, it } from 'vitest';
import { listen, type PaintedHost } from '../../../src/widget/card/paint-listen';

afterEach(() => document.body.replaceChildren());

const painted = () => {
  const host = document.body.appendChild(document.createElement('div'));
  const root = host.attachShadow({ mode: 'open' });
  const draw = () => {
    const body = document.createElement('div');
    body.innerHTML = '<p>Tee</p><div class="stepper"><button part="decrease">−</button><button part="increase">+</button></div>';
    root.replaceChildren(document.createElement('span'), body);
  };
  draw();
  const card = { root, product: null, selection: {}, quantity: 1, busy: false, messages: [] } as unknown as PaintedHost;
  return {
    root,
    redraw: listen(card, () => {}, draw, {}),
  };
};

it('focuses the element in the focused one’s place once drawn again', () => {
  const { root, redraw } = painted();
  const increase = root.querySelector<HTMLElement>('[part=increase]')!;
  increase.focus();
  redraw();
  expect(root.activeElement).not.toBe(increase);
  expect(root.activeElement?.getAttribute('part')).toBe('increase');
});

it('focuses nothing when nothing in the card had the focus', () => {
  const { root, redraw } = painted();
  redraw();
  expect(root.activeElement).toBe(null);
});
