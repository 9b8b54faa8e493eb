import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../emulator/index.mjs';
import * as cartClient from '../../src/cart-client';
import { fillPlaceholders, readmeBlock } from '../support/readme';

// The README's "Cart client" example, run as written against the emulator over HTTP: only the import (the source module
// instead of the package), the shop's domain and `location` (which records where checkout would go) are swapped in.
let server: Awaited<ReturnType<typeof startEmulator>>;

beforeAll(async () => {
  server = await startEmulator({ port: 0, https: false, controls: true });
});
afterAll(() => server.close());

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<unknown>;

/** Runs the block with its imports bound to `module`; returns the value of `expression` at its end and the URLs it assigned. */
async function runExample(code: string, module: Record<string, unknown>, expression: string) {
  const imports = /^import\s*{([^}]*)}\s*from\s*'shop-embed\/cart-client';\n/m.exec(code);
  if (!imports) throw new Error("the README's cart-client example no longer imports from 'shop-embed/cart-client'");
  const names = imports[1]!
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const missing = names.filter((name) => typeof module[name] !== 'function');
  if (missing.length) throw new Error(`the README imports what shop-embed/cart-client does not export: ${missing.join(', ')}`);
  const assigned: string[] = [];
  const location = { assign: (url: string) => void assigned.push(url) };
  const body = `${code.replace(imports[0], '')}\nreturn ${expression};`;
  const result = await new AsyncFunction(...names, 'location', body)(...names.map((name) => module[name]), location);
  return { result, assigned };
}

describe("the README's cart-client example", () => {
  it('against the demo shop: two products in one request, a cart with both lines, and a checkout URL with _fd=0', async () => {
    const { code } = readmeBlock('js', 'Cart client');
    const filled = fillPlaceholders(code, { domain: server.url, token: 'shop-embed-demo-token' });
    const { result, assigned } = await runExample(filled, cartClient as Record<string, unknown>, 'cart.id');
    const { operations } = (await (await fetch(`${server.url}/__emulator/requests`)).json()) as { operations: Record<string, number> };
    expect(operations).toMatchObject({ ProductsByHandles: 1, CartCreate: 1, CartLinesAdd: 1 });

    const client = cartClient.createStorefrontClient({ domain: server.url, storefrontAccessToken: 'shop-embed-demo-token' });
    const cart = await cartClient.fetchCart(client, result as string);
    const lines = cart!.lines.map((line) => [line.merchandise.product.title, line.quantity]);
    expect(lines).toHaveLength(2);
    expect(lines[0]![1]).toBe(1);
    expect(lines[1]![1]).toBe(2);
    expect(assigned).toHaveLength(1);
    const url = new URL(assigned[0]!);
    expect(`${url.origin}${url.pathname}`).toBe(new URL(cart!.checkoutUrl).href.split('?')[0]);
    expect(url.searchParams.get('_fd')).toBe('0');
    // The hosted checkout page the shopper lands on lists both products.
    const page = await (await fetch(url)).text();
    for (const [title] of lines) expect(page).toContain(title);
  });
});
