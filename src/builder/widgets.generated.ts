// Generated from the widget registry by `npm run editor-data`: do not edit.
import type { BuilderWidget } from '../mount/docs/editor-data';

export const builderWidgetList: BuilderWidget[] = [
  {
    "name": "product",
    "tag": "shop-product",
    "attribute": "data-shop-product",
    "summary": "A product card: image, price, options, quantity and add to cart.",
    "attributes": [
      {
        "prop": "handle",
        "data": "data-shop-product",
        "element": "handle",
        "type": "string",
        "description": "The product's handle (`classic-cotton-tee`).",
        "required": true,
        "main": true
      },
      {
        "prop": "description",
        "data": "data-shop-description",
        "element": "description",
        "type": "string",
        "description": "How the description is shown: `none`, `text` (default) or `html` (sanitised).",
        "values": [
          "none",
          "text",
          "html"
        ],
        "main": false
      },
      {
        "prop": "lineProperties",
        "data": "data-shop-line-properties",
        "element": "line-properties",
        "type": "string",
        "description": "Inputs asked for before the add, as a JSON list (`[{\"name\":\"Engraving\",\"type\":\"text\",\"required\":true}]`): their values become the cart line’s attributes.",
        "main": false
      },
      {
        "prop": "headingLevel",
        "data": "data-shop-heading-level",
        "element": "heading-level",
        "type": "number",
        "description": "The level of the product title's heading, 1 to 6 (default 2).",
        "min": 1,
        "max": 6,
        "main": false
      },
      {
        "prop": "fields",
        "data": "data-shop-fields",
        "element": "fields",
        "type": "string",
        "description": "The shop’s own fields (metafields) to show, as `namespace.key`, each with an optional `:Label` (`custom.material:Fabric, custom.care`; else the key made readable); needs a storefront access token.",
        "main": false
      },
      {
        "prop": "buyNow",
        "data": "data-shop-buy-now",
        "element": "buy-now",
        "type": "boolean",
        "description": "Buy now: present, the card’s button goes straight to checkout with this one line (the shopper’s cart is left as it is); `also`, a second button beside Add to cart does; `false`, none.",
        "values": [
          "also"
        ],
        "main": false
      }
    ]
  },
  {
    "name": "collection",
    "tag": "shop-collection",
    "attribute": "data-shop-collection",
    "summary": "A collection's products as a grid of tiles, a page at a time, with Load more.",
    "attributes": [
      {
        "prop": "handle",
        "data": "data-shop-collection",
        "element": "handle",
        "type": "string",
        "description": "The collection's handle (`coffee`).",
        "required": true,
        "main": true
      },
      {
        "prop": "limit",
        "data": "data-shop-limit",
        "element": "limit",
        "type": "number",
        "description": "Products per page, 1 to 250 (default 20).",
        "default": 20,
        "min": 1,
        "max": 250,
        "main": false
      },
      {
        "prop": "sortKey",
        "data": "data-shop-sort",
        "element": "sort",
        "type": "string",
        "description": "The order: `ID` (default), `TITLE`, `PRICE`, `BEST_SELLING`, `CREATED`, `MANUAL`, `COLLECTION_DEFAULT` or `RELEVANCE`.",
        "values": [
          "COLLECTION_DEFAULT",
          "BEST_SELLING",
          "CREATED",
          "ID",
          "MANUAL",
          "PRICE",
          "RELEVANCE",
          "TITLE"
        ],
        "main": false
      },
      {
        "prop": "reverse",
        "data": "data-shop-reverse",
        "element": "reverse",
        "type": "boolean",
        "description": "Reverses the order.",
        "main": false
      },
      {
        "prop": "heading",
        "data": "data-shop-heading",
        "element": "heading",
        "type": "boolean",
        "description": "`false`: no heading of its own (the page has one); the grid is still named by the collection’s title.",
        "main": false
      },
      {
        "prop": "headingLevel",
        "data": "data-shop-heading-level",
        "element": "heading-level",
        "type": "number",
        "description": "The level of the grid's heading, 1 to 6 (default 2); the tiles' titles are one level below.",
        "min": 1,
        "max": 6,
        "main": false
      },
      {
        "prop": "filters",
        "data": "data-shop-filters",
        "element": "filters",
        "type": "boolean",
        "description": "Shows the shop’s filters (availability, price, product type, vendor, variant options) with their counts, active filters as chips and a sort select; the choice lives in the address in Shopify’s form (`?filter.v.option.color=Red`).",
        "main": false
      },
      {
        "prop": "stateKey",
        "data": "data-shop-state-key",
        "element": "state-key",
        "type": "string",
        "description": "With `filters`, on a page with several filtered grids or a search box: the name this grid’s choice goes behind in the address (`coffee.filter.v.option.color=Red`; default: the handle, or none when the grid is alone).",
        "main": false
      }
    ]
  },
  {
    "name": "recommendations",
    "tag": "shop-recommendations",
    "attribute": "data-shop-recommendations",
    "summary": "The shop's recommendations for a product (\"You may also like\"), as tiles.",
    "attributes": [
      {
        "prop": "handle",
        "data": "data-shop-recommendations",
        "element": "handle",
        "type": "string",
        "description": "The handle of the product the recommendations are for.",
        "required": true,
        "main": true
      },
      {
        "prop": "limit",
        "data": "data-shop-limit",
        "element": "limit",
        "type": "number",
        "description": "How many, 1 to 250 (default 4).",
        "default": 4,
        "min": 1,
        "max": 250,
        "main": false
      },
      {
        "prop": "heading",
        "data": "data-shop-heading",
        "element": "heading",
        "type": "boolean",
        "description": "`false`: no \"You may also like\" heading (the list keeps that name for screen readers).",
        "main": false
      },
      {
        "prop": "headingLevel",
        "data": "data-shop-heading-level",
        "element": "heading-level",
        "type": "number",
        "description": "The level of the list's heading, 1 to 6 (default 2).",
        "min": 1,
        "max": 6,
        "main": false
      }
    ]
  },
  {
    "name": "policies",
    "tag": "shop-policies",
    "attribute": "data-shop-policies",
    "summary": "Links to the shop's policies: refunds, privacy, terms of service, shipping.",
    "attributes": []
  },
  {
    "name": "cart-toggle",
    "tag": "shop-cart-toggle",
    "attribute": "data-shop-cart-toggle",
    "summary": "The cart button with its live count; opens the cart drawer (one is added to the page when it has none).",
    "attributes": [
      {
        "prop": "label",
        "data": "data-shop-label",
        "element": "label",
        "type": "boolean",
        "description": "`false`: the icon and count only (the button keeps its name for screen readers).",
        "default": true,
        "main": false
      }
    ]
  },
  {
    "name": "cart",
    "tag": "shop-cart",
    "attribute": "data-shop-cart",
    "summary": "The cart: a modal drawer the toggle opens, or drawn in the page for a cart page.",
    "attributes": [
      {
        "prop": "variant",
        "data": "data-shop-variant",
        "element": "variant",
        "type": "string",
        "description": "`drawer` (default) or `inline` (in the page).",
        "values": [
          "drawer",
          "inline"
        ],
        "default": "drawer",
        "main": false
      },
      {
        "prop": "attributes",
        "data": "data-shop-attributes",
        "element": "attributes",
        "type": "string",
        "description": "Cart attributes the shopper fills in beside the order note: `\"gift_message:Gift message,po_number:PO number\"`.",
        "main": false
      },
      {
        "prop": "continueUrl",
        "data": "data-shop-continue-url",
        "element": "continue-url",
        "type": "url",
        "description": "Inline: where \"Continue shopping\" goes from an empty cart (default `/`).",
        "main": false
      }
    ]
  },
  {
    "name": "checkout",
    "tag": "shop-checkout",
    "attribute": "data-shop-checkout",
    "summary": "A \"Check out\" button on its own (the drawer and the inline cart have one already).",
    "attributes": []
  },
  {
    "name": "localization",
    "tag": "shop-localization",
    "attribute": "data-shop-localization",
    "summary": "The shopper's country (with its currency) and language, from the shop's markets: a choice re-prices every widget and the cart, and is kept for the shop across pages.",
    "attributes": []
  },
  {
    "name": "search",
    "tag": "shop-search",
    "attribute": "data-shop-search",
    "summary": "A search box with suggestions as the shopper types, and the results as product tiles; the search lives in the address (`?q=`).",
    "attributes": [
      {
        "prop": "limit",
        "data": "data-shop-limit",
        "element": "limit",
        "type": "number",
        "description": "Results per page, 1 to 250 (default 20).",
        "default": 20,
        "min": 1,
        "max": 250,
        "main": false
      },
      {
        "prop": "placeholder",
        "data": "data-shop-placeholder",
        "element": "placeholder",
        "type": "string",
        "description": "The words in the empty search box (default “Search products”).",
        "main": false
      },
      {
        "prop": "stateKey",
        "data": "data-shop-state-key",
        "element": "state-key",
        "type": "string",
        "description": "The name the search goes behind in the address (`main.q=mug`); default none (`?q=mug`). For a page with two search boxes.",
        "main": false
      }
    ]
  },
  {
    "name": "content",
    "tag": "shop-content",
    "attribute": "data-shop-content",
    "summary": "A document of the content service: rich text, images and product lists.",
    "attributes": [
      {
        "prop": "type",
        "data": "data-shop-content-type",
        "element": "type",
        "type": "string",
        "description": "The document's type (required).",
        "required": true,
        "main": false
      },
      {
        "prop": "uid",
        "data": "data-shop-content-uid",
        "element": "uid",
        "type": "string",
        "description": "The document's uid; none: the type's single document.",
        "main": false
      },
      {
        "prop": "lang",
        "data": "data-shop-content-lang",
        "element": "lang",
        "type": "string",
        "description": "The document's language (`fr-fr`).",
        "main": false
      },
      {
        "prop": "endpoint",
        "data": "data-shop-content-endpoint",
        "element": "endpoint",
        "type": "url",
        "description": "The content API's endpoint (required).",
        "required": true,
        "main": false
      },
      {
        "prop": "link",
        "data": "data-shop-content-link",
        "element": "link",
        "type": "string",
        "description": "Where document links go: `/pages/:uid`.",
        "main": false
      },
      {
        "prop": "headingLevel",
        "data": "data-shop-heading-level",
        "element": "heading-level",
        "type": "number",
        "description": "The level of the product lists' card titles, 1 to 6.",
        "min": 1,
        "max": 6,
        "main": false
      }
    ]
  },
  {
    "name": "skip-links",
    "tag": "shop-skip-links",
    "attribute": "data-shop-skip-links",
    "summary": "Skip-to-content links at the start of the page, for keyboard and screen-reader users.",
    "attributes": [
      {
        "prop": "anchors",
        "data": "data-shop-skip-links",
        "element": "anchors",
        "type": "string",
        "description": "A link per anchor, `\"#main,#footer\"` (each starts with `#`).",
        "main": true
      },
      {
        "prop": "label",
        "data": "data-shop-skip-links-label",
        "element": "label",
        "type": "string",
        "description": "The words of the one link (default \"Skip to main content\").",
        "main": false
      },
      {
        "prop": "target",
        "data": "data-shop-skip-links-target",
        "element": "target",
        "type": "string",
        "description": "Where the one link goes (default `#main`); focus moves there on a route change.",
        "main": false
      },
      {
        "prop": "listLabel",
        "data": "data-shop-skip-links-list-label",
        "element": "list-label",
        "type": "string",
        "description": "The name of the list of links (default \"Skip to\").",
        "main": false
      }
    ]
  }
];
