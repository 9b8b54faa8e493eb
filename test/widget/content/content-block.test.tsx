// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentBlock } from '../../../src/widget/content/ContentBlock';
import { EMBED_SANDBOX } from '../../../src/widget/content/ContentEmbed';
import { contentStrings } from '../../../src/widget/content/content-strings';
import { WidgetConfigProvider } from '../../../src/widget';
import { SHOP_ORIGIN, useEmulator } from '../../support/emulator';
import { hostileDocument } from './hostile';

const shop = useEmulator();
const endpoint = `${SHOP_ORIGIN}/content/api/v2`;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function show(props: { type: string; uid?: string; lang?: string; link?: string; headingLevel?: number }, strings: Record<string, string> = {}) {
  return render(
    <WidgetConfigProvider config={{ strings: { ...contentStrings, ...strings } }}>
      <ContentBlock endpoint={endpoint} {...props} />
    </WidgetConfigProvider>,
  );
}

/** The headings a reader of `scope` meets, in order, with their level: "H2 Our story". */
const outline = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole('heading')
    .map((heading) => `${heading.tagName} ${heading.textContent}`);

/** Serves `doc` for any search whose query names `uid` (the emulator answers everything else). */
function serve(uid: string, doc: object) {
  shop.use(
    http.get(`${endpoint}/documents/search`, ({ request }) => {
      if (!decodeURIComponent(request.url).includes(`"${uid}"`)) return undefined;
      return HttpResponse.json({
        page: 1,
        results_per_page: 1,
        results_size: 1,
        total_results_size: 1,
        total_pages: 1,
        next_page: null,
        prev_page: null,
        results: [doc],
      });
    }),
  );
}

describe('ContentBlock', () => {
  it('draws rich text: headings, paragraphs, lists, emphasis and links through the link resolver', async () => {
    show({ type: 'page', uid: 'about', link: '/pages/:uid' });
    const article = await screen.findByRole('article');
    expect(outline(article)).toEqual(['H1 About us', 'H2 Our story', 'H3 What we value']);
    expect(
      within(article)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expect.arrayContaining(['Durable fabrics', 'Fair wages', 'Repairs for life']));
    expect(within(article).getByRole('link', { name: 'shipping notes' }).getAttribute('href')).toBe('/pages/shipping');
    const web = within(article).getByRole('link', { name: 'ShopEmbed project' });
    expect(web.getAttribute('href')).toBe('https://example.com/shop-embed');
    expect(web.getAttribute('rel')).toBe('noopener noreferrer');
    expect(article.querySelector('em')?.textContent).toBe('everyday clothing');
    expect(article.getAttribute('lang')).toBe('en-us');
  });

  it('draws images lazily at the CDN size, with their alt text and caption', async () => {
    const { unmount } = show({ type: 'home' });
    const waiting = await screen.findByRole('img', { name: 'Folded shirts on a wooden table' });
    expect(waiting.classList.contains('lazy')).toBe(true);
    expect(waiting.getAttribute('src')).toBeNull(); // not near the viewport yet
    unmount();
    // Where IntersectionObserver is missing the image loads at once, sized by the `_{w}x{h}` rule.
    vi.stubGlobal('IntersectionObserver', undefined);
    show({ type: 'home' });
    const image = await screen.findByRole('img', { name: 'Folded shirts on a wooden table' });
    expect(image.getAttribute('src')).toMatch(/hero-home_1600x900_720x405\.png\?auto=format$/);
    expect(image.closest('figure')?.querySelector('figcaption')?.textContent).toBe('New season, same fabrics.');
  });

  it('reads another language', async () => {
    show({ type: 'page', uid: 'a-propos', lang: 'fr-ca' });
    expect(outline(await screen.findByRole('article'))).toEqual(['H1 À propos', 'H2 Notre histoire']);
    expect(screen.getByRole('article').getAttribute('lang')).toBe('fr-ca');
  });

  it('shows an allow-listed video as a play button, then the player in a sandboxed frame', async () => {
    shop.use(
      http.get(
        'https://www.youtube-nocookie.com/*',
        () => new HttpResponse('<!doctype html><title>player</title>', { headers: { 'content-type': 'text/html' } }),
      ),
    );
    show({ type: 'page', uid: 'lookbook' });
    const play = await screen.findByRole('button', { name: 'Play: Spring lookbook film' });
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(play);
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/shopembed01?autoplay=1');
    expect(frame.getAttribute('sandbox')).toBe(EMBED_SANDBOX);
    expect(frame.getAttribute('title')).toBe('Spring lookbook film');
  });

  it('puts a product card host for each product of a product list', async () => {
    show({ type: 'page', uid: 'lookbook' });
    expect(outline(await screen.findByRole('article'))).toEqual(['H1 Spring lookbook', 'H2 In this edit', 'H2 Shop the look']);
    const hosts = [...document.querySelectorAll('shop-product')].map((el) => el.getAttribute('handle'));
    expect(hosts).toHaveLength(6);
    expect(new Set(hosts).size).toBe(6);
  });

  it("gives the product list's cards the block's heading level (under the list's h2: h3)", async () => {
    show({ type: 'page', uid: 'lookbook', headingLevel: 3 });
    await screen.findByRole('heading', { level: 2, name: 'Shop the look' });
    const levels = [...document.querySelectorAll('shop-product')].map((el) => el.getAttribute('heading-level'));
    expect(levels).toEqual(Array(6).fill('3'));
  });

  it('skips a slice type it does not know, with one warning for it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const doc = hostileDocument();
    serve('mystery', {
      ...doc,
      uid: 'mystery',
      data: {
        title: [],
        slices: [
          { slice_type: 'carousel_3d', primary: {}, items: [] },
          { slice_type: 'carousel_3d', primary: {}, items: [] },
          ...doc.data.slices.slice(0, 1),
        ],
      },
    });
    show({ type: 'page', uid: 'mystery' });
    await screen.findByRole('article');
    const warnings = warn.mock.calls.map((call) => String(call[0])).filter((m) => m.includes('carousel_3d'));
    expect(warnings).toEqual([
      '[shop-embed] content: slices of type "carousel_3d" are not shown (this widget draws text, image, embed, product_list, links)',
    ]);
    expect(document.querySelectorAll('.slice')).toHaveLength(1);
  });

  it('says so when the document does not exist', async () => {
    show({ type: 'page', uid: 'no-such-page' });
    expect((await screen.findByRole('status')).textContent).toBe('This page could not be found.');
  });

  it('offers a retry when the content service fails, and the retry works', async () => {
    shop.emulator.faults.add({ kind: 'status500', match: 'content' });
    show({ type: 'page', uid: 'shipping' });
    expect((await screen.findByRole('alert')).textContent).toContain('This content could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(outline(await screen.findByRole('article'))).toEqual(['H1 Shipping and returns', 'H2 Shipping', 'H2 Returns']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ContentBlock with hostile content', () => {
  it('renders scripts, event handlers, javascript: links and foreign embeds inert', async () => {
    serve('hostile', hostileDocument());
    const { container } = show({ type: 'page', uid: 'hostile' });
    const article = await screen.findByRole('article');
    // Markup typed as text stays text.
    expect(container.querySelector('script')).toBeNull();
    expect(article.textContent).toContain('<script>window.hacked = 1</script>');
    expect(container.querySelectorAll('[onerror],[onclick],[onload]')).toHaveLength(0);
    // javascript:, data: and vbscript: links are plain text.
    for (const name of ['click me', 'data link', 'sneaky link']) {
      expect(within(article).queryByRole('link', { name })).toBeNull();
      expect(article.textContent).toContain(name);
    }
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs[0]).toBe('https://example.com/fine');
    // An embed that may not play here is at most a link to its page, opened in a new tab.
    expect(within(article).getByRole('link', { name: 'Evil embed on Evil' }).getAttribute('target')).toBe('_blank');
    expect(hrefs.every((href) => href?.startsWith('https://'))).toBe(true);
    // An embed from a provider that is not allowed gets no frame, and its HTML is never used.
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img[src*="evil"]')).toBeNull();
    // A YouTube embed whose id tries to break out of the URL gets no player either.
    expect(screen.queryByRole('button', { name: /Play/ })).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});
