// @vitest-environment happy-dom
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createShopEmbed, type ShopEmbed } from '../../src/index';
import { useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { createMountQueue, createSlicer, SLICE } from '../../src/mount/slots/slices';
import type { WidgetDefinition } from '../../src/mount/registry';
import { captureWarnings } from './helpers';

vi.mock('../../src/widget', async (importOriginal) => ({ ...(await importOriginal<object>()), ...(await import('./stand-ins')) }));

/** Twenty product hosts, one under the other 600 px apart, the last three at the top of the viewport (an owner's layout). */
function page(count = 20) {
  document.body.innerHTML = Array.from({ length: count }, (_, i) => `<div id="h${i}" data-shop-product="p${i}"></div>`).join('');
  const hosts = [...document.querySelectorAll('[data-shop-product]')];
  hosts.forEach((host, i) => {
    const top = i >= count - 3 ? (i - count + 3) * 200 : 1000 + i * 600;
    host.getBoundingClientRect = () => ({ top, bottom: top + 180, left: 0, right: 300, width: 300, height: 180, x: 0, y: top }) as DOMRect;
  });
  return hosts;
}
const mounted = (hosts: Element[]) => hosts.filter((host) => host.shadowRoot?.textContent).map((host) => host.id);

// Product hosts start their product reads as they are found: the requests go to the emulator.
useEmulator();
let embed: ShopEmbed | null = null;
const warnings = captureWarnings();
afterEach(() => {
  embed?.destroy();
  embed = null;
  document.body.innerHTML = '';
});
afterAll(() => warnings.restore());

describe('mounting in slices', () => {
  it('mounts a page a slice of hosts per task, those in view first, the rest in page order', async () => {
    const hosts = page();
    const runs: string[][] = []; // the hosts mounted in each synchronous run (a task and its microtasks)
    let open = false;
    const original = Element.prototype.attachShadow;
    const spy = vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (this: Element, init: ShadowRootInit) {
      if (!open) {
        open = true;
        runs.push([]);
        queueMicrotask(() => (open = false));
      }
      runs.at(-1)!.push(this.id);
      return original.call(this, init);
    });
    embed = createShopEmbed({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN });
    await vi.waitFor(() => expect(mounted(hosts)).toHaveLength(20));
    spy.mockRestore();
    expect(runs[0]).toEqual(['h17', 'h18', 'h19', 'h0']); // the three in view (the window is 768 px high), then page order
    expect(runs.flat().slice(4)).toEqual(hosts.slice(1, 17).map((host) => host.id));
    expect(Math.max(...runs.map((run) => run.length))).toBe(SLICE);
  });

  it('starts every read of a pass before the first slice, in view first, and skips hosts unmounted meanwhile', () => {
    const hosts = page(10);
    const entry = { name: 'product' } as WidgetDefinition;
    const events: string[] = [];
    const queue = createMountQueue({
      view: window,
      slicer: createSlicer(window, 4),
      prefetch: (_, parsed) => void events.push(`read ${String(parsed.ok && parsed.props.id)}`),
    });
    for (const host of hosts)
      queue.add(
        host,
        entry,
        () => ({ ok: true, props: { id: host.id } }),
        () => void events.push(`mount ${host.id}`),
      );
    queue.delete(hosts[8]!);
    queue.start();
    expect(events).toEqual([
      'read h7',
      'read h9',
      ...['h0', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((id) => `read ${id}`),
      'mount h7',
      'mount h9',
      'mount h0',
      'mount h1',
    ]);
  });
});
