// @vitest-environment happy-dom
// How the first paint spreads its cards over tasks once the shop has answered: a few at the top of the page in the first
// task (the next frame shows them), then the rest in tasks of at most 40 ms of drawing each, as many cards as fit: a frame
// between every four cards cost fifty cards more time in frames than in cards. Those are shown together after the last. Here every card takes 5 ms to draw (the
// clock moves as it is drawn), so a task holds eight of them.
import { waitFor } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { SLICE } from '../../src/mount/slots/slice-size';
import { useFirstPaintPage } from './first-paint-page';

useFirstPaintPage();

vi.mock('../../src/scripts/components', async (original) => (await import('./first-paint-page')).holdComponents(original));

const CARD_MS = 5;
const TASK_MS = 40;

afterEach(() => vi.restoreAllMocks());

it(`draws ${SLICE} cards at most in its first task, then as many as ${TASK_MS} ms allow in each, those shown together after the last`, async () => {
  const handles = ['classic-cotton-tee', 'stoneware-mug', 'merino-crew-sweater'];
  document.body.innerHTML = Array.from({ length: 30 }, (_, i) => `<div data-shop-product="${handles[i % 3]}"></div>`).join('');
  let clock = 1_000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  // The task each card was drawn in: a new number each time a task (with its microtasks) starts drawing.
  const tasks: number[] = [];
  let task = 0;
  let open = false;
  // The sheet each card's root had as it was drawn.
  const sheets: CSSStyleSheet[] = [];
  const drawn: ShadowRoot[] = [];
  const stillHeld: boolean[] = [];
  const replace = ShadowRoot.prototype.replaceChildren;
  vi.spyOn(ShadowRoot.prototype, 'replaceChildren').mockImplementation(function (this: ShadowRoot, ...nodes) {
    if (nodes.some((node) => typeof node !== 'string' && node.nodeName === 'ARTICLE')) {
      if (!open) {
        open = true;
        task += 1;
        setTimeout(() => (open = false));
      }
      tasks.push(task);
      sheets.push(this.adoptedStyleSheets[0]!);
      // The cards held so far are still held as each next card is drawn, the last among them.
      stillHeld.push(drawn.slice(SLICE).every((root) => root.adoptedStyleSheets[0] === sheets[SLICE]));
      drawn.push(this);
      clock += CARD_MS;
    }
    return replace.apply(this, nodes);
  });

  await import('../../src/scripts/first-script');
  await waitFor(() => expect(tasks).toHaveLength(30), { timeout: 10_000 });

  const perTask = [...new Set(tasks)].map((n) => tasks.filter((t) => t === n).length);
  expect(perTask[0]).toBeLessThanOrEqual(SLICE);
  // The rest: 40 ms of 5 ms cards, eight to a task, where four a task took twice as many tasks (and frames).
  expect(perTask.slice(1, -1).every((n) => n === TASK_MS / CARD_MS)).toBe(true);
  expect(perTask.length).toBeLessThan(Math.ceil(30 / SLICE));
  expect(perTask.reduce((sum, n) => sum + n)).toBe(30);

  // The first few cards (as many as a first task may draw) are shown as they are drawn; the others are drawn held out of
  // sight (their hosts keep the room the page reserved) and shown together once the last is drawn, in one frame: the page
  // laid out once around them.
  const text = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('');
  expect(text(sheets[0]!)).toContain('.card');
  expect(new Set(sheets.slice(0, SLICE))).toEqual(new Set([sheets[0]]));
  expect(new Set(sheets.slice(SLICE).map(text))).toEqual(new Set(['* { display: none; }']));
  expect(stillHeld).toEqual(stillHeld.map(() => true));
  const roots = [...document.querySelectorAll('[data-shop-product]')].map((host) => host.shadowRoot!);
  expect(new Set(roots.map((root) => root.adoptedStyleSheets.length === 1 && root.adoptedStyleSheets[0]))).toEqual(new Set([sheets[0]]));
});
