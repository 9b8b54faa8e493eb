// What each widget and each of its attributes is for, in a sentence: the words editors show (the Custom Elements
// Manifest, VS Code's HTML data, the JSX typings), generated from the registry with these beside it
// (test/scripts/editor-data.test.ts fails when a widget or an attribute has none). No bundle imports this file.

export interface WidgetDoc {
  /** The widget, as an editor's hover shows it. */
  summary: string;
  /** One sentence per prop of the registry entry (`handle`, `limit`…). */
  attributes: Record<string, string>;
  /** Where docs/ tells more: a section of docs/widgets.md (`#personalised-products`) or a page (`content.md`). */
  guide?: { title: string; href: string };
}

export const widgetDocs: Record<string, WidgetDoc> = {
  product: {
    guide: { title: 'Personalised products', href: '#personalised-products' },
    summary: 'A product card: image, price, options, quantity and add to cart.',
    attributes: {
      handle: "The product's handle (`classic-cotton-tee`).",
      description: 'How the description is shown: `none`, `text` (default) or `html` (sanitised).',
      lineProperties:
        'Inputs asked for before the add, as a JSON list (`[{"name":"Engraving","type":"text","required":true}]`): their values become the cart line’s attributes.',
      headingLevel: "The level of the product title's heading, 1 to 6 (default 2).",
      fields:
        'The shop’s own fields (metafields) to show, as `namespace.key`, each with an optional `:Label` (`custom.material:Fabric, custom.care`; else the key made readable); needs a storefront access token.',
      buyNow:
        'Buy now: present, the card’s button goes straight to checkout with this one line (the shopper’s cart is left as it is); `also`, a second button beside Add to cart does; `false`, none.',
    },
  },
  collection: {
    guide: { title: 'Collection filters', href: 'search-and-filters.md#collection-filters' },
    summary: "A collection's products as a grid of tiles, a page at a time, with Load more.",
    attributes: {
      handle: "The collection's handle (`coffee`).",
      limit: 'Products per page, 1 to 250 (default 20).',
      sortKey: 'The order: `ID` (default), `TITLE`, `PRICE`, `BEST_SELLING`, `CREATED`, `MANUAL`, `COLLECTION_DEFAULT` or `RELEVANCE`.',
      reverse: 'Reverses the order.',
      heading: '`false`: no heading of its own (the page has one); the grid is still named by the collection’s title.',
      headingLevel: "The level of the grid's heading, 1 to 6 (default 2); the tiles' titles are one level below.",
      filters:
        'Shows the shop’s filters (availability, price, product type, vendor, variant options) with their counts, active filters as chips and a sort select; the choice lives in the address in Shopify’s form (`?filter.v.option.color=Red`).',
      stateKey:
        'With `filters`, on a page with several filtered grids or a search box: the name this grid’s choice goes behind in the address (`coffee.filter.v.option.color=Red`; default: the handle, or none when the grid is alone).',
    },
  },
  recommendations: {
    summary: 'The shop\'s recommendations for a product ("You may also like"), as tiles.',
    attributes: {
      handle: 'The handle of the product the recommendations are for.',
      limit: 'How many, 1 to 250 (default 4).',
      heading: '`false`: no "You may also like" heading (the list keeps that name for screen readers).',
      headingLevel: "The level of the list's heading, 1 to 6 (default 2).",
    },
  },
  policies: {
    summary: "Links to the shop's policies: refunds, privacy, terms of service, shipping.",
    attributes: {},
  },
  'cart-toggle': {
    guide: { title: 'The cart drawer', href: '#the-cart-drawer' },
    summary: 'The cart button with its live count; opens the cart drawer (one is added to the page when it has none).',
    attributes: {
      label: '`false`: the icon and count only (the button keeps its name for screen readers).',
    },
  },
  search: {
    guide: { title: 'Search and filters', href: 'search-and-filters.md' },
    summary: 'A search box with suggestions as the shopper types, and the results as product tiles; the search lives in the address (`?q=`).',
    attributes: {
      limit: 'Results per page, 1 to 250 (default 20).',
      placeholder: 'The words in the empty search box (default “Search products”).',
      stateKey: 'The name the search goes behind in the address (`main.q=mug`); default none (`?q=mug`). For a page with two search boxes.',
    },
  },
  cart: {
    guide: { title: "The cart's behaviour", href: 'cart.md' },
    summary: 'The cart: a modal drawer the toggle opens, or drawn in the page for a cart page.',
    attributes: {
      variant: '`drawer` (default) or `inline` (in the page).',
      attributes: 'Cart attributes the shopper fills in beside the order note: `"gift_message:Gift message,po_number:PO number"`.',
      continueUrl: 'Inline: where "Continue shopping" goes from an empty cart (default `/`).',
    },
  },
  checkout: {
    guide: { title: "The cart's behaviour", href: 'cart.md' },
    summary: 'A "Check out" button on its own (the drawer and the inline cart have one already).',
    attributes: {},
  },
  localization: {
    guide: { title: 'Selling abroad', href: 'languages-and-markets.md#selling-abroad' },
    summary:
      "The shopper's country (with its currency) and language, from the shop's markets: a choice re-prices every widget and the cart, and is kept for the shop across pages.",
    attributes: {},
  },
  content: {
    guide: { title: 'Content', href: 'content.md' },
    summary: 'A document of the content service: rich text, images and product lists.',
    attributes: {
      type: "The document's type (required).",
      uid: "The document's uid; none: the type's single document.",
      lang: "The document's language (`fr-fr`).",
      endpoint: "The content API's endpoint (required).",
      link: 'Where document links go: `/pages/:uid`.',
      headingLevel: "The level of the product lists' card titles, 1 to 6.",
    },
  },
  'skip-links': {
    guide: { title: 'Skip links', href: 'content.md#skip-links' },
    summary: 'Skip-to-content links at the start of the page, for keyboard and screen-reader users.',
    attributes: {
      anchors: 'A link per anchor, `"#main,#footer"` (each starts with `#`).',
      label: 'The words of the one link (default "Skip to main content").',
      target: 'Where the one link goes (default `#main`); focus moves there on a route change.',
      listLabel: 'The name of the list of links (default "Skip to").',
    },
  },
};
