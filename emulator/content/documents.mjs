// @ts-check
/**
 * The demo content repository: a home page, three pages (one also in fr-ca), and a navigation, with slices of every
 * kind the content addon renders (rich text, image, embed, links, a product list naming storefront handles).
 * Image URLs point at the emulator's own `/cdn`, so they depend on the origin a request used.
 */

export const MASTER_REF = 'Zse0MasterRef001';
/** A scheduled release: the same documents, the home page with its spring title. */
export const RELEASE = { id: 'Zse0SpringRel001', ref: 'Zse0SpringRef001~Zse0MasterRef001', label: 'Spring preview', isMasterRef: false };
export const MASTER_LANG = 'en-us';
export const LANGUAGES = [
  { id: 'en-us', name: 'English - United States' },
  { id: 'fr-ca', name: 'French - Canada' },
];
export const TYPES = { home: 'Home', page: 'Page', navigation: 'Navigation' };
export const TAGS = ['campaign', 'company', 'featured', 'help'];

/** Ids, uids and types of the demo documents, for tests and the closing note. */
export const DOC = {
  home: { id: 'Zse0Home00000001', uid: 'home', type: 'home', lang: 'en-us' },
  about: { id: 'Zse0About0000001', uid: 'about', type: 'page', lang: 'en-us' },
  aboutFr: { id: 'Zse0AboutFr00001', uid: 'a-propos', type: 'page', lang: 'fr-ca' },
  shipping: { id: 'Zse0Shipping0001', uid: 'shipping', type: 'page', lang: 'en-us' },
  lookbook: { id: 'Zse0Lookbook0001', uid: 'lookbook', type: 'page', lang: 'en-us' },
  navigation: { id: 'Zse0Nav000000001', uid: 'main-navigation', type: 'navigation', lang: 'en-us' },
};

/**
 * @typedef {object} PrismicDocument
 * @property {string} id
 * @property {string|null} uid
 * @property {null} url
 * @property {string} type
 * @property {string} href
 * @property {string[]} tags
 * @property {string} first_publication_date
 * @property {string} last_publication_date
 * @property {string[]} slugs
 * @property {unknown[]} linked_documents
 * @property {string} lang
 * @property {Array<{ id: string, uid: string|null, type: string, lang: string }>} alternate_languages
 * @property {Record<string, any>} data
 */

/** @param {string} text */
const heading = (text, level = 1) => ({ type: `heading${level}`, text, spans: [] });
/**
 * @param {string} text
 * @param {unknown[]} [spans]
 */
const paragraph = (text, spans = []) => ({ type: 'paragraph', text, spans });
/** @param {string} text */
const item = (text, ordered = false) => ({ type: ordered ? 'o-list-item' : 'list-item', text, spans: [] });

/**
 * A rich-text span covering `phrase` inside `text`.
 * @param {string} text
 * @param {string} phrase
 * @param {string} type
 * @param {unknown} [data]
 */
function span(text, phrase, type, data) {
  const start = text.indexOf(phrase);
  if (start < 0) throw new Error(`span phrase "${phrase}" is not in "${text}"`);
  return data === undefined ? { start, end: start + phrase.length, type } : { start, end: start + phrase.length, type, data };
}

/**
 * @param {keyof typeof DOC} key
 * @returns {Record<string, unknown>}
 */
function documentLink(key) {
  const d = DOC[key];
  return {
    link_type: 'Document',
    id: d.id,
    type: d.type,
    tags: [],
    lang: d.lang,
    slug: d.uid,
    uid: d.uid,
    url: null,
    isBroken: false,
    first_publication_date: '2025-01-06T09:00:00+0000',
    last_publication_date: '2025-01-06T09:00:00+0000',
  };
}

/** @param {string} url */
const webLink = (url) => ({ link_type: 'Web', url, target: '_blank' });

/**
 * @param {string} origin
 * @param {string} name
 * @param {string} alt
 * @param {number} width
 * @param {number} height
 */
function image(origin, name, alt, width, height) {
  return {
    dimensions: { width, height },
    alt,
    copyright: null,
    id: `img-${name}`,
    url: `${origin}/cdn/shop/files/${name}_${width}x${height}.png?auto=format`,
    edit: { x: 0, y: 0, zoom: 1, background: 'transparent' },
  };
}

let sliceCounter = 0;
/**
 * @param {string} sliceType
 * @param {Record<string, unknown>} primary
 * @param {unknown[]} [items]
 */
function slice(sliceType, primary, items = []) {
  sliceCounter += 1;
  return {
    id: `${sliceType}$${String(sliceCounter).padStart(4, '0')}`,
    slice_type: sliceType,
    slice_label: null,
    variation: 'default',
    version: 'initial',
    primary,
    items,
  };
}

/**
 * @param {string} title
 * @param {string[]} handles
 */
function productList(title, handles) {
  return slice(
    'product_list',
    { title: [heading(title, 2)], layout: 'grid' },
    handles.map((product_handle) => ({ product_handle })),
  );
}

/**
 * Builds the demo documents for one origin.
 * @param {{ origin: string, handles: string[], release?: boolean }} options product handles come from the storefront
 *   catalogue; `release` gives the documents as the spring release shows them
 * @returns {PrismicDocument[]}
 */
export function buildDocuments({ origin, handles, release = false }) {
  sliceCounter = 0;
  const pick = (/** @type {number} */ start, /** @type {number} */ count) => handles.slice(start, start + count);
  const welcome = 'Welcome to the ShopEmbed demo shop. Everything here is served by the local emulator.';
  const story = 'We make small batches of everyday clothing. Read our shipping notes or visit the ShopEmbed project.';
  const spring = 'Light layers in linen and cotton for the first warm days. Read our story, then shop the look below.';
  const fr = 'Nous fabriquons des vêtements en petites séries. Consultez nos notes de livraison.';
  /** @type {Array<Omit<PrismicDocument, 'href'|'slugs'|'linked_documents'|'url'|'alternate_languages'> & { alternate_languages?: PrismicDocument['alternate_languages'] }>} */
  const docs = [
    {
      ...DOC.home,
      tags: ['featured'],
      first_publication_date: '2025-01-02T09:00:00+0000',
      last_publication_date: '2025-03-01T12:00:00+0000',
      data: {
        title: [heading(release ? 'ShopEmbed demo shop: spring is here' : 'ShopEmbed demo shop')],
        meta_description: 'A demo storefront for ShopEmbed',
        slices: [
          slice('text', { text: [paragraph(welcome, [span(welcome, 'ShopEmbed demo shop', 'strong')])] }),
          slice('image', {
            image: image(origin, 'hero-home', 'Folded shirts on a wooden table', 1600, 900),
            caption: [paragraph('New season, same fabrics.')],
          }),
          productList('Featured products', pick(0, 4)),
        ],
      },
    },
    {
      ...DOC.about,
      tags: ['company'],
      first_publication_date: '2025-01-06T09:00:00+0000',
      last_publication_date: '2025-02-10T10:30:00+0000',
      alternate_languages: [{ id: DOC.aboutFr.id, uid: DOC.aboutFr.uid, type: 'page', lang: 'fr-ca' }],
      data: {
        title: [heading('About us')],
        slices: [
          slice('text', {
            text: [
              heading('Our story', 2),
              paragraph(story, [
                span(story, 'shipping notes', 'hyperlink', documentLink('shipping')),
                span(story, 'ShopEmbed project', 'hyperlink', webLink('https://example.com/shop-embed')),
                span(story, 'everyday clothing', 'em'),
              ]),
              heading('What we value', 3),
              item('Durable fabrics'),
              item('Fair wages'),
              item('Repairs for life'),
            ],
          }),
          slice('image', { image: image(origin, 'workshop', 'Our workshop', 1200, 800), caption: [] }),
          slice('links', {}, [
            { label: 'Shipping and returns', link: documentLink('shipping') },
            { label: 'ShopEmbed on the web', link: webLink('https://example.com/shop-embed') },
          ]),
        ],
      },
    },
    {
      ...DOC.aboutFr,
      tags: ['company'],
      first_publication_date: '2025-01-07T09:00:00+0000',
      last_publication_date: '2025-02-11T10:30:00+0000',
      alternate_languages: [{ id: DOC.about.id, uid: DOC.about.uid, type: 'page', lang: 'en-us' }],
      data: {
        title: [heading('À propos')],
        slices: [
          slice('text', {
            text: [heading('Notre histoire', 2), paragraph(fr, [span(fr, 'notes de livraison', 'hyperlink', documentLink('shipping'))])],
          }),
          slice('image', { image: image(origin, 'workshop', 'Notre atelier', 1200, 800), caption: [] }),
        ],
      },
    },
    {
      ...DOC.shipping,
      tags: ['help'],
      first_publication_date: '2025-01-10T09:00:00+0000',
      last_publication_date: '2025-01-10T09:00:00+0000',
      data: {
        title: [heading('Shipping and returns')],
        slices: [
          slice('text', {
            text: [
              heading('Shipping', 2),
              item('Orders ship within two business days', true),
              item('Free standard shipping over $75.00 USD', true),
              heading('Returns', 2),
              paragraph('Unworn items can be returned within 30 days.'),
            ],
          }),
        ],
      },
    },
    {
      ...DOC.lookbook,
      tags: ['featured', 'campaign'],
      first_publication_date: '2025-02-14T09:00:00+0000',
      last_publication_date: '2025-02-20T16:45:00+0000',
      data: {
        title: [heading('Spring lookbook')],
        slices: [
          slice('text', {
            text: [
              paragraph(spring, [span(spring, 'our story', 'hyperlink', documentLink('about')), span(spring, 'linen', 'strong')]),
              heading('In this edit', 2),
              item('Washed linen shirts'),
              item('Canvas trousers'),
            ],
          }),
          slice('embed', {
            video: {
              type: 'video',
              version: '1.0',
              title: 'Spring lookbook film',
              provider_name: 'YouTube',
              provider_url: 'https://www.youtube.com/',
              embed_url: 'https://www.youtube.com/watch?v=shopembed01',
              width: 560,
              height: 315,
              thumbnail_url: `${origin}/cdn/shop/files/lookbook-film_480x270.png`,
              thumbnail_width: 480,
              thumbnail_height: 270,
              html: '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/shopembed01" title="Spring lookbook film" frameborder="0" allow="encrypted-media; picture-in-picture" allowfullscreen></iframe>',
            },
          }),
          slice('image', { image: image(origin, 'lookbook-1', 'Linen shirt in the sun', 1000, 1250), caption: [paragraph('Linen, washed twice.')] }),
          productList('Shop the look', pick(4, 6)),
        ],
      },
    },
    {
      ...DOC.navigation,
      tags: [],
      first_publication_date: '2025-01-01T09:00:00+0000',
      last_publication_date: '2025-02-14T09:30:00+0000',
      data: {
        title: [heading('Main navigation')],
        links: [
          { label: 'Home', link: documentLink('home') },
          { label: 'About', link: documentLink('about') },
          { label: 'Lookbook', link: documentLink('lookbook') },
          { label: 'Shipping', link: documentLink('shipping') },
          { label: 'ShopEmbed', link: webLink('https://example.com/shop-embed') },
        ],
      },
    },
  ];
  return docs.map((doc) => ({
    id: doc.id,
    uid: doc.uid,
    url: null,
    type: doc.type,
    href: `${origin}/content/api/v2/documents/search?ref=${MASTER_REF}&q=${encodeURIComponent(`[[:d = at(document.id, "${doc.id}")]]`)}`,
    tags: doc.tags,
    first_publication_date: doc.first_publication_date,
    last_publication_date: doc.last_publication_date,
    slugs: doc.uid ? [doc.uid] : [],
    linked_documents: [],
    lang: doc.lang,
    alternate_languages: doc.alternate_languages ?? [],
    data: doc.data,
  }));
}
