// A page's additions to the built-ins reach nothing we send or keep: Prototype.js 1.6 (still on many old shops' themes)
// gave every array a `toJSON` that returns a string, and the shop refused each add (the lines were a string, not a list).
// (The in-process emulator writes its answers with the same JSON.stringify, so the whole round trip is e2e/host-page.test.ts.)
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requestInit } from '../../src/cart-client/request';
import { createCartIdStore } from '../../src/store/persistence';
import { savePendingAdds } from '../../src/store/pending-adds';
import { memoryStorage } from '../support/emulator';

type WithToJson = { toJSON?: () => string };
const LINE = { merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 2 };

beforeEach(() => {
  // Prototype 1.6's Array#toJSON, as a page had it.
  (Array.prototype as WithToJson).toJSON = function (this: unknown[]) {
    return `[${this.map((item) => JSON.stringify(item)).join(', ')}]`;
  };
  // And one a page might have that never returns: asking it is already too late.
  (Object.prototype as WithToJson).toJSON = () => {
    throw new RangeError('Maximum call stack size exceeded');
  };
});
afterEach(() => {
  delete (Array.prototype as WithToJson).toJSON;
  delete (Object.prototype as WithToJson).toJSON;
});

describe('a page with Prototype.js-era Array.prototype.toJSON', () => {
  it('sends the cart lines as a list', () => {
    const config = { storefrontAccessToken: 'token', endpoint: 'https://shop.example/api/2026-04/graphql.json' };
    const init = requestInit(
      config as never,
      'mutation CartLinesAdd { x }',
      { cartId: 'c', lines: [LINE] },
      'CartLinesAdd',
      new AbortController().signal,
    );
    expect(JSON.parse(init.body as string)).toEqual({
      query: 'mutation CartLinesAdd { x }',
      variables: { cartId: 'c', lines: [LINE] },
      operationName: 'CartLinesAdd',
    });
  });

  it('keeps the adds a reload must not lose as a list', () => {
    const storage = memoryStorage();
    const ids = createCartIdStore(storage, 'shop.example');
    savePendingAdds(ids, 'tab-1', [{ line: LINE, baseline: 0 }], 1000);
    expect(JSON.parse(ids.readPending()!)).toEqual({ 'tab-1': { at: 1000, adds: [{ line: LINE, baseline: 0 }] } });
  });
});
