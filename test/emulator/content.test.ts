import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, startEmulator } from '../../emulator/index.mjs';
import { DOC, MASTER_REF, RELEASE } from '../../emulator/content/index.mjs';
import { pngSize, raw } from './server.helpers';

const ORIGIN = 'https://demo.shop-embed.test';
const emulator = createEmulator();

async function get(path: string, params: Record<string, string | string[]> = {}) {
  const url = new URL(path, ORIGIN);
  for (const [key, value] of Object.entries(params)) for (const v of [value].flat()) url.searchParams.append(key, v);
  const res = await emulator.execute(new Request(url));
  return { status: res.status, json: (await res.json()) as any, headers: res.headers };
}

const search = (params: Record<string, string | string[]>) => get('/content/api/v2/documents/search', { ref: MASTER_REF, ...params });
const ids = (body: any) => body.results.map((doc: any) => doc.id);

describe('content API root', () => {
  it('describes the repository like Prismic API v2', async () => {
    const { status, json } = await get('/content/api/v2');
    expect(status).toBe(200);
    expect(json.refs).toEqual([{ id: 'master', ref: MASTER_REF, label: 'Master', isMasterRef: true }, RELEASE]);
    expect(json.bookmarks).toEqual({});
    expect(json.types).toEqual({ home: 'Home', page: 'Page', navigation: 'Navigation' });
    expect(json.languages[0]).toEqual({ id: 'en-us', name: 'English - United States' });
    expect(json.tags).toEqual(expect.arrayContaining(['company', 'help', 'featured']));
    expect(json.experiments).toEqual({ draft: [], running: [] });
    const form = json.forms.everything;
    expect(form).toMatchObject({ method: 'GET', enctype: 'application/x-www-form-urlencoded', action: `${ORIGIN}/content/api/v2/documents/search` });
    expect(form.fields.q).toEqual({ type: 'String', multiple: true });
    expect(form.fields.ref).toEqual({ type: 'String', multiple: false });
    for (const field of ['lang', 'page', 'pageSize', 'after', 'fetch', 'fetchLinks', 'graphQuery', 'orderings'])
      expect(form.fields).toHaveProperty(field);
    expect(json).toHaveProperty('oauth_initiate');
    expect(json).toHaveProperty('oauth_token');
    expect(json.version).toEqual(expect.any(String));
    expect(json.license).toEqual(expect.any(String));
  });
});

describe('document search', () => {
  it('filters by document type in the master language by default', async () => {
    const { json } = await search({ q: '[[at(document.type, "page")]]' });
    expect(ids(json).sort()).toEqual([DOC.about.id, DOC.lookbook.id, DOC.shipping.id].sort());
    expect(json).toMatchObject({
      page: 1,
      results_per_page: 20,
      results_size: 3,
      total_results_size: 3,
      total_pages: 1,
      next_page: null,
      prev_page: null,
    });
    const doc = json.results.find((d: any) => d.id === DOC.about.id);
    expect(Object.keys(doc).sort()).toEqual(
      [
        'alternate_languages',
        'data',
        'first_publication_date',
        'href',
        'id',
        'lang',
        'last_publication_date',
        'linked_documents',
        'slugs',
        'tags',
        'type',
        'uid',
        'url',
      ].sort(),
    );
    expect(doc.alternate_languages).toEqual([{ id: DOC.aboutFr.id, uid: 'a-propos', type: 'page', lang: 'fr-ca' }]);
  });

  it('combines predicates in one q and across repeated q values', async () => {
    const combined = await search({ q: '[[at(document.type,"page")][any(document.tags,["help","campaign"])]]' });
    expect(ids(combined.json).sort()).toEqual([DOC.lookbook.id, DOC.shipping.id].sort());
    const repeated = await search({ q: ['[at(document.type,"page")]', '[at(my.page.uid,"about")]'] });
    expect(ids(repeated.json)).toEqual([DOC.about.id]);
    const byId = await search({ q: `[[:d = at(document.id, "${DOC.navigation.id}")]]` });
    expect(ids(byId.json)).toEqual([DOC.navigation.id]);
    const none = await search({ q: ['[at(document.type,"home")]', '[any(document.tags,["help"])]'] });
    expect(json(none).total_results_size).toBe(0);
  });

  it('selects a language, or every language with *', async () => {
    const fr = await search({ q: '[[at(document.type,"page")]]', lang: 'fr-ca' });
    expect(fr.json.results.map((d: any) => [d.uid, d.lang])).toEqual([['a-propos', 'fr-ca']]);
    const all = await search({ q: '[[at(document.type,"page")]]', lang: '*' });
    expect(all.json.total_results_size).toBe(4);
  });

  it('pages with page, pageSize and the after cursor', async () => {
    const everything = await search({ lang: '*', pageSize: '100' });
    const order = ids(everything.json);
    expect(order).toHaveLength(6);
    const second = await search({ lang: '*', pageSize: '2', page: '2' });
    expect(second.json).toMatchObject({ page: 2, results_per_page: 2, results_size: 2, total_results_size: 6, total_pages: 3 });
    expect(ids(second.json)).toEqual(order.slice(2, 4));
    expect(new URL(second.json.next_page).searchParams.get('page')).toBe('3');
    expect(new URL(second.json.prev_page).searchParams.get('page')).toBe('1');
    const after = await search({ lang: '*', pageSize: '2', after: order[1] });
    expect(ids(after.json)).toEqual(order.slice(2, 4));
    const capped = await search({ lang: '*', pageSize: '500' });
    expect(capped.json.results_per_page).toBe(100);
  });

  it('orders by publication date and by a custom field', async () => {
    const byDate = await search({ q: '[[at(document.type,"page")]]', orderings: '[document.first_publication_date desc]' });
    expect(ids(byDate.json)).toEqual([DOC.lookbook.id, DOC.shipping.id, DOC.about.id]);
    const byTitle = await search({ q: '[[at(document.type,"page")]]', orderings: '[my.page.title]' });
    expect(byTitle.json.results.map((d: any) => d.data.title[0].text)).toEqual(['About us', 'Shipping and returns', 'Spring lookbook']);
  });

  it('answers a missing ref with 400, an unknown ref with 404 and a bad predicate with 400', async () => {
    const missing = await get('/content/api/v2/documents/search');
    expect(missing.status).toBe(400);
    expect(missing.json.type).toBe('api_validation_error');
    const unknown = await get('/content/api/v2/documents/search', { ref: 'nope' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ type: 'api_notfound_error', message: expect.stringContaining('Ref not found') });
    expect(unknown.json.message).toContain(MASTER_REF);
    const bad = await search({ q: '[[near(document.type,"page")]]' });
    expect(bad.status).toBe(400);
    expect(bad.json.type).toBe('parsing-error');
  });
});

describe('refs and routes', () => {
  it('serves the spring release under its own ref', async () => {
    const home = (ref: string) => search({ ref, q: '[[at(document.type,"home")]]' }).then((r) => r.json.results[0].data.title[0].text);
    expect(await home(MASTER_REF)).toBe('ShopEmbed demo shop');
    expect(await home(RELEASE.ref)).toBe('ShopEmbed demo shop: spring is here');
  });

  it('gives documents and the links to them a url from the routes parameter', async () => {
    const routes = JSON.stringify([
      { type: 'page', path: '/:lang/:uid' },
      { type: 'home', path: '/' },
    ]);
    const { json } = await search({ q: '[[at(my.page.uid,"about")]]', routes });
    const about = json.results[0];
    expect(about.url).toBe('/en-us/about');
    expect(about.data.slices[0].primary.text[1].spans[0].data).toMatchObject({ link_type: 'Document', uid: 'shipping', url: '/en-us/shipping' });
    const plain = await search({ q: '[[at(my.page.uid,"about")]]' });
    expect(plain.json.results[0].url).toBeNull();
    const bad = await search({ routes: '[{"path":"/x"}]' });
    expect(bad.status).toBe(400);
  });
});

function json(res: { json: any }) {
  return res.json;
}

describe('demo documents', () => {
  it('have slices of every kind, with product handles from the storefront catalogue', async () => {
    const { json: body } = await search({ lang: '*' });
    const slices = body.results.flatMap((d: any) => d.data.slices ?? []);
    const kinds = new Set(slices.map((s: any) => s.slice_type));
    for (const kind of ['text', 'image', 'embed', 'product_list', 'links']) expect(kinds).toContain(kind);
    const handles = new Set(emulator.storefront.catalog.products.map((p: any) => p.handle));
    const named = slices.filter((s: any) => s.slice_type === 'product_list').flatMap((s: any) => s.items.map((i: any) => i.product_handle));
    expect(named.length).toBeGreaterThan(0);
    for (const handle of named) expect(handles).toContain(handle);
    const embed = slices.find((s: any) => s.slice_type === 'embed').primary.video;
    expect(embed).toMatchObject({ type: 'video', provider_name: expect.any(String), html: expect.stringContaining('<iframe') });
    const text = slices.find(
      (s: any) => s.slice_type === 'text' && s.primary.text.some((b: any) => b.spans.some((sp: any) => sp.type === 'hyperlink')),
    );
    const links = text.primary.text
      .flatMap((b: any) => b.spans)
      .filter((sp: any) => sp.type === 'hyperlink')
      .map((sp: any) => sp.data.link_type);
    expect(links).toEqual(expect.arrayContaining(['Document', 'Web']));
  });

  it('point images at the emulator CDN with their real dimensions', async () => {
    const { json: body } = await search({ q: `[[at(document.id,"${DOC.home.id}")]]` });
    const image = body.results[0].data.slices.find((s: any) => s.slice_type === 'image').primary.image;
    expect(image.url.startsWith(`${ORIGIN}/cdn/`)).toBe(true);
    expect(image.alt).toEqual(expect.any(String));
    const res = await emulator.execute(new Request(image.url));
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual(image.dimensions);
  });
});

describe('content API over HTTP', () => {
  let server: Awaited<ReturnType<typeof startEmulator>>;
  beforeAll(async () => {
    server = await startEmulator({ port: 0, https: false, contentToken: 'content-secret' });
  });
  afterAll(() => server.close());

  it('requires the access token of a private repository', async () => {
    const denied = await raw(server.url, '/content/api/v2');
    expect(denied.status).toBe(401);
    expect(JSON.parse(denied.text).message).toMatch(/access token/i);
    expect((await raw(server.url, '/content/api/v2?access_token=wrong')).status).toBe(401);
    const root = await raw(server.url, '/content/api/v2?access_token=content-secret');
    expect(root.status).toBe(200);
    const action = JSON.parse(root.text).forms.everything.action;
    expect(action).toBe(`${server.url}/content/api/v2/documents/search`);
    const found = await raw(
      server.url,
      `/content/api/v2/documents/search?ref=${MASTER_REF}&access_token=content-secret&q=${encodeURIComponent('[[at(my.page.uid,"shipping")]]')}`,
    );
    expect(JSON.parse(found.text).results[0].id).toBe(DOC.shipping.id);
    expect(found.headers['access-control-allow-origin']).toBe('*');
  });
});
