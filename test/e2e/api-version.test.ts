// The Storefront API version the built script tag asks for, in Chromium against the emulator: the default, and one an
// owner pins that the shop answers with another version (X-Shopify-API-Version names the version that served it).
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, waitForWidgets } from './browser';

const shop = useBrowser();

async function storefrontAnswers(attributes: string) {
  const html = `<!doctype html><html lang="en"><body><div data-shop-product="classic-cotton-tee"></div>
<script src="/dist/shop-embed.umd.min.js" data-shop-domain="self" data-shop-token="shop-embed-demo-token" ${attributes} defer></script></body></html>`;
  const answers: Response[] = [];
  const { page, context, problems } = await shop.open('/api-version.html', {
    html,
    before: async (opened) => void opened.on('response', (response) => response.url().includes('/graphql') && answers.push(response)),
  });
  await waitForWidgets(page);
  const title = await page.locator('[data-shop-product] .title').first().textContent();
  await context.close();
  return { answers: answers.map((a) => ({ path: new URL(a.url()).pathname, servedBy: a.headers()['x-shopify-api-version'] })), title, problems };
}

describe('Storefront API version of dist/shop-embed.umd.min.js', () => {
  it('requests /api/2026-04/graphql.json by default, and the shop serves it with that version', async () => {
    const { answers, title, problems } = await storefrontAnswers('');
    expect(answers[0]).toEqual({ path: '/api/2026-04/graphql.json', servedBy: '2026-04' });
    expect(answers.every((answer) => answer.path === '/api/2026-04/graphql.json')).toBe(true);
    expect(title).toBe('Classic Cotton Tee');
    expect(problems.errors).toEqual([]);
  });

  it('requests the version data-shop-api-version pins; one the shop no longer has is served by its oldest, and the card still shows', async () => {
    const { answers, title } = await storefrontAnswers('data-shop-api-version="2026-01"');
    expect(answers[0]).toEqual({ path: '/api/2026-01/graphql.json', servedBy: '2026-04' });
    expect(title).toBe('Classic Cotton Tee');
  });
});
