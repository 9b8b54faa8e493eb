// The README's size figures for the cart client come from the code: the budget from package.json's size-limit entry, the
// comparison with shopify-buy from the bench's recorded results (bench/results.json, written by `npm run bench`).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docsText } from '../support/readme';

const README = docsText();
const read = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const bytes = (text: string) => Number(text.replace(/,/g, ''));

describe("the README's cart client sizes", () => {
  it('states the budget size-limit holds the one-mutation client to', () => {
    const budget = (read('package.json')['size-limit'] as Array<{ import?: string; limit: string }>).find(
      (entry) => entry.import === '{ createStorefrontClient, addCartLines }',
    )!.limit;
    expect(README).toContain(`under **${budget} gzip** for \`createStorefrontClient\` + \`addCartLines\``);
  });

  it("states the whole client's and shopify-buy's bytes as the bench recorded them", () => {
    const found = /is ([\d,]+) B gzip against `shopify-buy@3\.0\.7`'s ([\d,]+) B/.exec(README);
    expect(found, 'README.md no longer compares the client with shopify-buy').not.toBeNull();
    const { shopEmbed, shopifyBuy } = (read('bench/results.json').cartClient as { bytes: Record<string, { gzip: number }> }).bytes;
    expect([bytes(found![1]!), bytes(found![2]!)]).toEqual([shopEmbed!.gzip, shopifyBuy!.gzip]);
  });
});
