// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notes } from '../../src/scripts/diagnose';
import { createWarnOnce } from '../../src/mount/diagnostics/warn';
import { widgets } from '../../src/mount/widgets';
import { SHOP_ORIGIN, useEmulator } from '../support/emulator';
import { SHOP_DOMAIN, TOKEN } from '../support/msw';
import { nextFrames, useEmbedPage } from './helpers';

vi.mock('../../src/widget', async (importOriginal) => ({ ...(await importOriginal<object>()), ...(await import('./stand-ins')) }));

// A site owner's mistake ends in the same fallback box for the shopper: the console says which one, once.
const shop = useEmulator();
const { start, warnings } = useEmbedPage();

/** Three cards (three reads at least, the retries' too), then the console. */
async function page(options: Record<string, unknown>, handles = ['tee', 'mug', 'tee-2']) {
  document.body.innerHTML = handles.map((handle) => `<div data-shop-product="${handle}"></div>`).join('');
  start({ domain: SHOP_DOMAIN, storefrontAccessToken: TOKEN, ...options });
  await vi.waitFor(() => expect(shop.sent.length + warnings.messages().length).toBeGreaterThan(0));
  await nextFrames(4);
  return warnings.messages();
}

describe('the site owner sees the cause', () => {
  it('a token the shop refuses', async () => {
    shop.use(http.post(`${SHOP_ORIGIN}/*`, () => new HttpResponse(null, { status: 401 })));
    expect(await page({ storefrontAccessToken: 'wrong' })).toEqual([
      `[shop-embed] ${SHOP_DOMAIN} refused the storefront access token (HTTP 401): set data-shop-token to this shop's Storefront API token`,
    ]);
  });

  it('a domain that cannot be reached', async () => {
    const misspelled = 'my-shop.myshopfy.com';
    shop.use(http.all(`https://${misspelled}/*`, () => HttpResponse.error()));
    expect(await page({ domain: misspelled })).toEqual([
      `[shop-embed] ${misspelled} could not be reached: check data-shop-domain (your-shop.myshopify.com or the shop's own domain)`,
    ]);
  });

  it('a token pasted with the README\'s "…" (no header can carry it): the token is named, not the domain, and the shopper gets no Try again', async () => {
    // A browser's fetch refuses such a header before anything is sent (msw here would send it): a network error stands in.
    shop.use(http.all(`${SHOP_ORIGIN}/*`, () => HttpResponse.error()));
    expect(await page({ storefrontAccessToken: '…' })).toEqual([
      "[shop-embed] data-shop-token is not a Storefront API access token (a token has no spaces and no characters such as …): paste the token from the shop's Headless channel or custom app",
    ]);
    // A retry could never send it: nothing is asked of the shop, and each card says the shop is not set up, with no button.
    const cards = [...document.querySelectorAll('[data-shop-product]')].map((host) => ({
      text: host.shadowRoot?.textContent?.trim(),
      buttons: host.shadowRoot?.querySelectorAll('button').length,
    }));
    expect(cards).toEqual([...Array(3)].map(() => ({ text: 'This shop isn’t set up yet.', buttons: 0 })));
    expect(shop.sent).toEqual([]);
  });

  it('a handle the shop does not have', async () => {
    expect(await page({}, ['classic-cotton-tee', 'no-such-shirt', 'no-such-shirt'])).toEqual([
      `[shop-embed] there is no product with the handle "no-such-shirt" on ${SHOP_DOMAIN}: fix data-shop-product="no-such-shirt"`,
    ]);
  });

  it('an API version Shopify no longer supports', async () => {
    const messages = await page({ apiVersion: '2019-01' });
    expect(messages.filter((message) => message.includes('2019-01'))).toEqual([
      expect.stringMatching(/^\[shop-embed\] data-shop-api-version="2019-01" is not a Storefront API version Shopify supports/),
    ]);
  });

  it('a version is supported for twelve months from its quarter', () => {
    const now = new Date(Date.UTC(2026, 10, 24));
    const versions = ['2026-10', '2026-01', '2025-12', '2025-10', '2027-01', 'latest'];
    expect(versions.filter((version) => notes.version(version, now))).toEqual(['2025-12', '2025-10', '2027-01', 'latest']);
    // The range is the date's; the suggestion is the version whose schema the documents are checked against, not the newest.
    expect(notes.version('2025-12', now)).toContain('each for a year: 2026-01 to 2026-10 now): leave it out to use 2026-04,');
    expect(notes.version('2025-12', new Date(Date.UTC(2027, 0, 2)))).toContain('2026-04 to 2027-01 now)');
  });

  it('tags of ours another script defined: each named with the attribute to use instead (one tag: test/mount/elements-taken.test.tsx)', () => {
    expect(notes.taken(['shop-product', 'shop-cart-toggle'], ['data-shop-product', 'data-shop-cart-toggle'])).toBe(
      '<shop-product>, <shop-cart-toggle>: defined by another script, not ShopEmbed; use data-shop-product, data-shop-cart-toggle instead',
    );
  });

  it('a thrown message keeps one prefix', async () => {
    const messages = await page({ domain: 'javascript:alert(1)' }).catch(() => warnings.messages());
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^\[shop-embed\] (?!.*\[shop-embed\]).*data-shop-domain/);
  });

  it('a problem noticed many times is one line, and none once the embed is torn down', async () => {
    const said: string[] = [];
    const warn = createWarnOnce((message) => said.push(message));
    for (let i = 0; i < 3; i++) warn.note('unreachable', 'shop.test');
    await vi.waitFor(() => expect(said).toEqual([expect.stringMatching(/^\[shop-embed\] shop\.test could not be reached/)]));
    warn.note('unreachable', 'other.test');
    warn.mute();
    warn.note('token', 'shop.test', 401);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(said).toHaveLength(1);
  });
});

describe('a data-shop-* attribute no widget reads (the components find it: XPath, in Chromium, test/e2e/owner-mistakes.test.ts)', () => {
  const typo = (html: string, name: string) => {
    document.body.innerHTML = html;
    return notes.typo(document.body.firstElementChild!.getAttributeNode(name)!, widgets);
  };

  it('names the attribute meant, and the host by its widget', async () => {
    expect(await typo('<div data-shop-prodct="tee"></div>', 'data-shop-prodct')).toBe(
      '<div data-shop-prodct="tee">: "data-shop-prodct" is not an attribute ShopEmbed reads, so it does nothing: did you mean "data-shop-product"?',
    );
    expect(await typo('<div data-shop-collection="sale" data-shop-limt="8"></div>', 'data-shop-limt')).toMatch(
      /^<div data-shop-collection="sale">: "data-shop-limt" .* did you mean "data-shop-limit"\?$/,
    );
    // A long name may be further off: a third of what follows data-shop-.
    expect(await typo('<div data-shop-product="tee" data-shop-line-property="[]"></div>', 'data-shop-line-property')).toMatch(
      /did you mean "data-shop-line-properties"\?$/,
    );
  });

  it("leaves a page's own attribute, far from every name, alone", async () => {
    expect(await typo('<button data-shop-newsletter-signup></button>', 'data-shop-newsletter-signup')).toBe('');
    expect(await typo('<a data-shop-now="1"></a>', 'data-shop-now')).toBe('');
  });

  it('an empty note is printed as nothing', async () => {
    const printed: string[] = [];
    const said = typo('<a data-shop-now="1"></a>', 'data-shop-now');
    createWarnOnce((line) => printed.push(line)).noteOnce(
      'data-shop-now',
      'typo',
      document.body.firstElementChild!.getAttributeNode('data-shop-now')!,
      widgets,
    );
    await said;
    await nextFrames(2);
    expect(printed).toEqual([]);
  });
});
