// renderPage in three steps, so the fetch handler (handler.ts) can keep the middle one's answers: `planPage` reads the
// page as the first script would (which cards, which market and language), `readAnswers` asks the shop for every card's
// product and its settings in one storefront request, `writePage` draws the cards, the JSON-LD and the adoption data into
// the page's own text. Nothing here needs Node: parse5, preact-render-to-string and fetch run on any Workers-class runtime.
import { createStorefrontReader } from '../cart-client/read';
import type { CardProduct } from '../cart-client/card';
import { propsFromDataAttributes, propsFromElementAttributes } from '../mount/attributes/attributes';
import { PRODUCT_ATTRIBUTES } from '../mount/attributes/card-attributes';
import { canHoldShadow } from '../mount/host/host';
import { DESCRIPTIONS, optionsFromScript, type ShopEmbedOptions } from '../mount/attributes/options';
import type { WidgetDefinition } from '../mount/registry';
import { createCatalog, productKey } from '../store';
import { readAnswers as readCatalogAnswers } from '../store/read-answers';
import type { ProductCardProps } from '../widget/card/ProductCard';
import { productUrlProblem } from '../widget/product-url';
import { jsonLdText, productJsonLd } from '../widget/structured-data';
import { renderCard } from './card';
import { sellsPlans } from '../widget/card/card-model';
import { escapeHtml, readPage, TextOnlyDOMParser, type PageElement, type PageParts } from './page';

export interface RenderPageOptions {
  /** The shop's domain (`my-shop.myshopify.com`, or the emulator's origin). */
  domain: string;
  /** A Storefront API access token (public). */
  storefrontAccessToken: string;
  /** The market (`CA`): default, the page's script tag's `data-shop-country`. Cards and JSON-LD show its prices. */
  country?: string | undefined;
  /** The language (`fr`): default, the tag's `data-shop-language`. */
  language?: string | undefined;
  apiVersion?: string | undefined;
  /** Where shop-embed's files are served (the cards link `shop-embed.cards.css` there): default, beside the page's script tag. */
  assets?: string | undefined;
  /** The page's own address: relative product URLs in the JSON-LD resolve against it (default: they stay relative). */
  url?: string | undefined;
  fetch?: typeof fetch | undefined;
}

/** The file the cards' shadow roots link (the rules the first script adopts), beside the script. */
export const CARDS_STYLESHEET = 'shop-embed.cards.css';
/** The attribute of the data block the first script adopts prerendered cards from. */
export const PRERENDERED = 'data-shop-prerendered';

/** The shop's answers a page's cards are drawn from, keyed as the first script's catalog keys them (`shop`, `product:<handle>`). */
export type ShopAnswers = Record<string, unknown>;

/** What a page asks of the shop and where its cards go. */
export interface PagePlan {
  html: string;
  page: PageParts;
  tag: ShopEmbedOptions;
  country: string | undefined;
  language: string | undefined;
  hosts: { el: PageElement; props: ProductCardProps }[];
  /** Each card's handle once, in the page's order. */
  handles: string[];
  stylesheet: string;
}

const ENTRY = { attribute: 'data-shop-product', attributes: PRODUCT_ATTRIBUTES } as WidgetDefinition;
const asElement = (el: PageElement) => el as unknown as Element;

/** The widgets' HTML-to-text needs a DOMParser: lent for the synchronous renders where the runtime has none, then taken back. */
function withDomParser<T>(run: () => T): T {
  const global = globalThis as { DOMParser?: unknown };
  if (global.DOMParser) return run();
  global.DOMParser = TextOnlyDOMParser;
  try {
    return run();
  } finally {
    delete global.DOMParser;
  }
}

/** The page's cards and what they read, or null when it has none to draw (the page is then served as it is). */
export function planPage(html: string, options: RenderPageOptions): PagePlan | null {
  const page = readPage(html);
  const tag: ShopEmbedOptions = page.script ? optionsFromScript(asElement(page.script)) : {};
  const hosts = page.cards.flatMap((el) => {
    if (el.rendered || !canHoldShadow(asElement(el))) return [];
    const parsed = el.localName === 'shop-product' ? propsFromElementAttributes(ENTRY, asElement(el)) : propsFromDataAttributes(ENTRY, asElement(el));
    return parsed.ok ? [{ el, props: parsed.props as unknown as ProductCardProps }] : [];
  });
  if (!hosts.length) return null;
  const src = page.script?.getAttribute('src');
  if (!options.assets && !src)
    throw new Error('[shop-embed] renderPage: the page has no shop-embed script tag; say where its files are served (assets)');
  const stylesheet = options.assets ? new URL(CARDS_STYLESHEET, options.assets.replace(/\/?$/, '/')).href : src!.replace(/[^/]*$/, CARDS_STYLESHEET);
  const handles = [...new Set(hosts.map(({ props }) => props.handle))];
  return { html, page, tag, country: options.country ?? tag.country, language: options.language ?? tag.language, hosts, handles, stylesheet };
}

function readerFor(plan: PagePlan, options: RenderPageOptions) {
  return createStorefrontReader({
    domain: options.domain,
    storefrontAccessToken: options.storefrontAccessToken,
    source: 'shop-embed',
    ...(options.apiVersion ? { apiVersion: options.apiVersion } : {}),
    ...(plan.country ? { country: plan.country } : {}),
    ...(plan.language ? { language: plan.language } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/** One storefront request: every card's product and the shop's settings, as the first script asks them. Rejects when the shop cannot be read. */
export function readAnswers(plan: PagePlan, options: RenderPageOptions): Promise<ShopAnswers> {
  return readCatalogAnswers(readerFor(plan, options), plan.handles);
}

/** The page's text with its cards, their JSON-LD and the answers the first script adopts them with; the rest byte for byte. */
export function writePage(plan: PagePlan, answers: ShopAnswers, options: RenderPageOptions): string {
  const { html, page, tag, stylesheet } = plan;
  const catalog = createCatalog({ client: readerFor(plan, options), primed: answers });
  const productUrl = tag.productUrl && !productUrlProblem(tag.productUrl) ? tag.productUrl : undefined;
  const config = {
    strings: tag.strings ?? {},
    locale: tag.locale || page.lang || 'en-US',
    descriptions: tag.descriptions && DESCRIPTIONS.includes(tag.descriptions) ? tag.descriptions : 'text',
    ...(productUrl ? { productUrl } : {}),
    ...(tag.moneyFormat ? { moneyFormat: tag.moneyFormat } : {}),
  };
  const inserts: { at: number; text: string }[] = [];
  const described = new Map<string, string>();
  withDomParser(() => {
    for (const { el, props } of plan.hosts) {
      const product = answers[productKey(String(props.handle))] as CardProduct | null | undefined;
      // A product with selling plans is drawn by the components, purchase options and all (card-model.ts), and a card with
      // custom fields with its fields (the fields chunk): as the first script does, the server leaves such a card to them.
      if (!product || sellsPlans(product) || props.fields) continue;
      const card = renderCard(catalog, config, props, product);
      inserts.push({
        at: el.inside,
        text: `<template shadowrootmode="open"><link rel="stylesheet" href="${escapeHtml(stylesheet)}">${card}</template>`,
      });
      if (!described.has(product.handle))
        described.set(product.handle, jsonLdText(productJsonLd(product, { pageUrl: options.url ?? '', productUrl, country: plan.country })));
    }
  });
  if (!inserts.length) return html;
  const structured = page.script?.getAttribute('data-shop-structured-data')?.trim().toLowerCase() !== 'false';
  const head =
    `<link rel="preload" as="style" href="${escapeHtml(stylesheet)}">` +
    (structured
      ? [...described]
          .map(([handle, json]) => `<script type="application/ld+json" data-shop-ld="product:${escapeHtml(handle)}">${json}</script>`)
          .join('')
      : '');
  const data = `<script type="application/json" ${PRERENDERED}>${JSON.stringify(answers).replace(/</g, '\\u003c')}</script>`;
  const end = page.bodyEnd ?? html.length;
  inserts.push({ at: page.headEnd ?? end, text: head }, { at: end, text: data });
  // From the end backwards, so every offset still points where it did in the owner's text (a stable sort keeps the order
  // of two texts put at the same place).
  let out = html;
  for (const { at, text } of inserts.map((insert, i) => ({ ...insert, i })).sort((a, b) => b.at - a.at || b.i - a.i))
    out = out.slice(0, at) + text + out.slice(at);
  return out;
}
