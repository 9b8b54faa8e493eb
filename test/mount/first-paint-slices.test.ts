// @vitest-environment happy-dom
// How the first paint spreads its cards over tasks once the shop has answered: a few at the top of the page in the first
// task (the next frame shows them), then the rest in tasks of at most 40 ms of drawing each, as many cards as fit: a frame
// between every four cards cost fifty cards more time in frames than in cards. Here every card takes 5 ms to draw (the
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

it(`draws ${SLICE} cards at most in its first task, then as many as ${TASK_MS} ms allow in each`, async () => {
  const handles = ['classic-cotton-tee', 'stoneware-mug', 'merino-crew-sweater'];
  document.body.innerHTML = Array.from({ length: 30 }, (_, i) => `<div data-shop-product="${handles[i % 3]}"></div>`).join('');
  let clock = 1_000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  // The task each card was drawn in: a new number each time a task (with its microtasks) starts drawing.
  const tasks: number[] = [];
  let task = 0;
  let open = false;
  const replace = ShadowRoot.prototype.replaceChildren;
  vi.spyOn(ShadowRoot.prototype, 'replaceChildren').mockImplementation(function (this: ShadowRoot, ...nodes) {
    if (nodes.some((node) => typeof node !== 'string' && node.nodeName === 'ARTICLE')) {
      if (!open) {
        open = true;
        task += 1;
        setTimeout(() => (open = false));
      }
      tasks.push(task);
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
});
