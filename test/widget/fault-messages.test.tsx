// @vitest-environment happy-dom
// Whatever fails, the shopper reads our sentences (the strings tables), never a diagnostic: no status, operation name,
// GraphQL text or `[shop-embed]` prefix in the page. Each fault kind meets each drawer action; every message is scanned.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStrings, defaultStrings } from '../../src/widget';
import { CartDrawer } from '../../src/widget/cart';
import { SHOP_ORIGIN, useEmulator, VARIANTS } from '../support/emulator';
import { addLine, openDrawer, openExtras } from './cart-support';
import { renderWidgets } from './render';

const shop = useEmulator();
const GRAPHQL = `${SHOP_ORIGIN}/api/2026-04/graphql.json`;
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', undefined);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FAULTS: Array<[string, () => Response | Promise<Response>]> = [
  ['a network failure', () => HttpResponse.error()],
  ['a timeout', () => delay(400).then(() => HttpResponse.json({}))],
  ['a 500', () => HttpResponse.json({ errors: [{ message: 'Internal error. Looks like something went wrong on our end.' }] }, { status: 500 })],
  ['a 429 with Retry-After', () => new HttpResponse('Throttled', { status: 429, headers: { 'Retry-After': '0' } })],
  ['a 429 without Retry-After', () => new HttpResponse('Throttled', { status: 429 })],
  ['a malformed body', () => new HttpResponse('{"data":{"cartLinesUpd', { headers: { 'Content-Type': 'application/json' } })],
  ['GraphQL errors', () => HttpResponse.json({ errors: [{ message: 'Field cartLinesAdd failed', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })],
  ['an answer lost after the shop applied it', () => Response.error()], // see `lose` below
];

type Drawer = HTMLElement;
const fill = (drawer: Drawer, label: string, value: string, button: string) => {
  fireEvent.input(within(drawer).getByLabelText(label), { target: { value } });
  fireEvent.click(within(drawer).getByRole('button', { name: button }));
};
const ACTIONS: Array<[string, (drawer: Drawer, store: ReturnType<typeof renderWidgets>['store']) => void]> = [
  ['add', (_d, store) => void store.getState().addLines([{ merchandiseId: VARIANTS.mug, display: { title: 'Stoneware Mug' } }])],
  ['quantity', (drawer) => fireEvent.click(within(drawer).getByRole('button', { name: /^Increase quantity of / }))],
  ['remove', (drawer) => fireEvent.click(within(drawer).getByRole('button', { name: /^Remove Classic/ }))],
  ['note', (drawer) => fill(drawer, 'Order note', 'Please wrap', 'Save note')],
  ['email', (drawer) => fill(drawer, 'Email for order updates', 'ada@example.com', 'Save email')],
  ['discount', (drawer) => fill(drawer, 'Discount code', 'WELCOME10', 'Apply discount code')],
  ['gift card', (drawer) => fill(drawer, 'Gift card', 'GIFT-1234-5678', 'Apply gift card')],
  ['checkout', (drawer) => fireEvent.click(within(drawer).getByRole('button', { name: 'Check out' }))],
];

const strings: Record<string, string> = { ...defaultStrings, ...cartStrings };
const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
/** Every sentence of the tables, its `{placeholders}` matching anything: the only words a message may be. */
const ours = new RegExp(
  `^(${Object.values(strings)
    .map((s) => escape(s).replace(/\\?\{\w+\\?\}/g, '.+'))
    .join('|')})$`,
);
const DIAGNOSTIC = /\[shop-embed\]|HTTP|GraphQL|Cart[A-Z]\w+|cart[A-Z]\w+|Internal|Throttled|errors|\{|gid:/;

/** The messages on screen now: each is one of ours, and nothing on screen carries a diagnostic. */
function scan(seen: string[]) {
  const body = document.body.textContent ?? '';
  expect(body).not.toMatch(DIAGNOSTIC);
  for (const el of document.querySelectorAll('.message, .status')) {
    const text = el.textContent!.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    seen.push(text);
    expect(text).toMatch(ours);
  }
}

describe('shopper text under faults', () => {
  it.each(FAULTS.flatMap(([fault, respond]) => ACTIONS.map(([action, run]) => [fault, action, respond, run] as const)))(
    '%s during %s: only our sentences are shown',
    async (fault, _action, respond, run) => {
      const harness = renderWidgets(shop.client({ timeoutMs: 150 }), <CartDrawer />, { checkout: async () => ({ ok: true }) });
      const { store } = harness;
      await addLine(store, VARIANTS.tee);
      await openDrawer(store);
      await openExtras();
      const drawer = screen.getByRole('dialog');
      let on = true;
      const lose = fault.startsWith('an answer lost');
      shop.use(
        http.post(GRAPHQL, async ({ request }) => {
          if (!on) return undefined;
          if (lose) await shop.emulator.execute(request.clone());
          return respond();
        }),
      );
      const seen: string[] = [];
      act(() => run(drawer, store));
      // Long enough for the retries to give up (or an add to wait for its next one); scanned as it goes.
      for (let i = 0; i < 8; i++) {
        await act(() => delay(60));
        scan(seen);
      }
      on = false;
      await act(async () => {
        await store.getState().refresh();
        await store.idle();
      });
      scan(seen);
      await waitFor(() => expect(store.getState().status).not.toBe('updating'));
      // The diagnostics went to the console instead, with the prefix.
      for (const [line] of warn.mock.calls) expect(String(line)).toMatch(/^\[shop-embed\]/);
    },
  );
});
