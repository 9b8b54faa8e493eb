import { filter, ForbiddenError, NotFoundError, ParsingError, PrismicError } from '@prismicio/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOC, MASTER_REF, RELEASE } from '../../emulator/content/index.mjs';
import { createContentClient, type ContentDocument } from '../../src/content';
import { ENDPOINT, useContentApi } from './helpers';

const api = useContentApi();
const client = (options: Partial<Parameters<typeof createContentClient>[0]> = {}) => createContentClient({ endpoint: ENDPOINT, ...options });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createContentClient: queries as @prismicio/client builds them', () => {
  it('reads a document by uid, by type and with filters, orderings, graphQuery and paging', async () => {
    const content = client();
    const about = await content.getByUID<ContentDocument<'page'>>('page', 'about');
    expect(about).toMatchObject({ id: DOC.about.id, uid: 'about', type: 'page', lang: 'en-us', tags: ['company'] });
    expect(about.data.slices?.map((slice) => slice.slice_type)).toEqual(['text', 'image', 'links']);

    const pages = await content.getAllByType('page', { orderings: { field: 'document.first_publication_date', direction: 'desc' } });
    expect(pages.map((doc) => doc.uid)).toEqual(['lookbook', 'shipping', 'about']);

    const help = await content.get({ filters: [filter.any('document.tags', ['help'])], graphQuery: '{ page { title } }' });
    expect(help.results.map((doc) => doc.uid)).toEqual(['shipping']);

    const second = await content.get({ pageSize: 2, page: 2 });
    expect(second).toMatchObject({ page: 2, results_per_page: 2, total_pages: 3 });

    const sent = api.searches();
    expect(sent[0]!.searchParams.getAll('q')).toEqual(['[[at(document.type, "page")]]', '[[at(my.page.uid, "about")]]']);
    expect(sent[1]!.searchParams.get('orderings')).toBe('[document.first_publication_date desc]');
    expect(sent[2]!.searchParams.get('graphQuery')).toBe('{ page { title } }');
    expect(sent.every((url) => url.searchParams.get('ref') === MASTER_REF)).toBe(true);
  });

  it('reads a language, every language, and a release by its ref', async () => {
    const content = client();
    const fr = await content.getByUID('page', 'a-propos', { lang: 'fr-ca' });
    expect(fr.data.title).toEqual([expect.objectContaining({ text: 'À propos' })]);
    const everyLanguage = await content.getAllByType('page', { lang: '*' });
    expect(everyLanguage.map((doc) => doc.lang).sort()).toEqual(['en-us', 'en-us', 'en-us', 'fr-ca']);

    expect((await content.getRefs()).map((ref) => ref.label)).toEqual(['Master', 'Spring preview']);
    content.queryContentFromReleaseByLabel('Spring preview');
    const home = await content.getSingle('home');
    expect(home.data.title).toEqual([expect.objectContaining({ text: 'ShopEmbed demo shop: spring is here' })]);
    expect(api.searches().at(-1)!.searchParams.get('ref')).toBe(RELEASE.ref);
  });

  it('asks again with the master ref when a ref is unknown, as the library does', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const home = await client().getSingle('home', { ref: 'gone' });
    expect(home.uid).toBe('home');
    expect(api.searches().map((url) => url.searchParams.get('ref'))).toEqual(['gone', MASTER_REF]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('The ref (gone) was invalid'));
  });

  it('gives documents their url from routes and sends the access token', async () => {
    const content = client({ routes: [{ type: 'page', path: '/pages/:uid' }], accessToken: 'public-token' });
    const about = await content.getByUID('page', 'about');
    expect(about.url).toBe('/pages/about');
    expect(api.searches()[0]!.searchParams.get('access_token')).toBe('public-token');
  });

  it('uses the fetch it is given, and says what is wrong with a bad endpoint', async () => {
    const seen: string[] = [];
    const content = client({ fetch: (url, init) => (seen.push(url), fetch(url, init)) });
    await content.getByUID('page', 'shipping');
    expect(seen).toHaveLength(2);
    expect(() => createContentClient({ endpoint: 'not a url' })).toThrow('[shop-embed] createContentClient: endpoint must be an absolute URL');
  });
});

describe('createContentClient: cache', () => {
  it('answers the same query from its cache for 5 seconds, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const content = client();
    await content.getByUID('page', 'about');
    await content.getByUID('page', 'about');
    vi.setSystemTime(Date.now() + 4_900);
    await content.getByUID('page', 'about');
    expect(api.urls).toHaveLength(2); // the repository and one search
    vi.setSystemTime(Date.now() + 200);
    await content.getByUID('page', 'about');
    expect(api.searches()).toHaveLength(2);
  });

  it('keeps at most 1,000 answers, dropping the oldest', async () => {
    vi.useFakeTimers({ toFake: ['Date'] }); // all within the 5 seconds, however slow the machine
    const content = client();
    for (let page = 1; page <= 1_001; page++) await content.get({ pageSize: 100, page });
    expect(api.searches()).toHaveLength(1_001);
    await content.get({ pageSize: 100, page: 1_001 }); // the newest: still cached
    await content.get({ pageSize: 100, page: 2 }); // the oldest left: the repository and page 1 made room for pages 1,000 and 1,001
    expect(api.searches()).toHaveLength(1_001);
    await content.get({ pageSize: 100, page: 1 }); // dropped
    expect(api.searches()).toHaveLength(1_002);
  }, 60_000);
});

describe('createContentClient: errors', () => {
  it('waits for Retry-After after a 429, then reads', async () => {
    await client().getRepository(); // the repository is cached: only the search meets the 429
    const content = client();
    await content.getRepository();
    api.emulator.faults.add({ kind: 'status429', match: 'content', retryAfter: 2 });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const read = content.getByUID('page', 'about');
    await vi.advanceTimersByTimeAsync(1_990);
    expect(api.searches()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20);
    expect((await read).uid).toBe('about');
    expect(api.searches()).toHaveLength(2);
  });

  it('waits 1 second after a 429 without Retry-After', async () => {
    const content = client();
    await content.getRepository();
    api.answer(429, 1);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const read = content.getByUID('page', 'about');
    await vi.advanceTimersByTimeAsync(990);
    expect(api.searches()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20);
    expect((await read).uid).toBe('about');
    expect(api.searches()).toHaveLength(2);
  });

  it('throws an error naming the status and URL for any other answer that is not 2xx', async () => {
    const content = client();
    await content.getRepository();
    const cases: Array<[number, unknown]> = [
      [500, PrismicError],
      [503, PrismicError],
      [400, ParsingError],
      [401, ForbiddenError],
      [404, NotFoundError],
    ];
    for (const [status, Class] of cases) {
      api.answer(status, 1);
      const error = await content.getByUID('page', 'about').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Class);
      expect(error).toMatchObject({ status, message: expect.stringMatching(new RegExp(`HTTP ${status} for ${ENDPOINT}/documents/search\\?`)) });
    }
  });

  it('says when the repository is private and no token was given', async () => {
    const { createEmulator } = await import('../../emulator/index.mjs');
    const privateApi = createEmulator({ contentToken: 'secret' });
    const content = client({ fetch: (url, init) => privateApi.execute(new Request(url, init)) });
    await expect(content.getByUID('page', 'about')).rejects.toThrow(`[shop-embed] the content API answered HTTP 401 for ${ENDPOINT}`);
  });
});
