// Generated from the widget registry by `npm run editor-data`: do not edit.
/** The attributes of each ShopEmbed element, by tag (attribute values are text: a boolean is `"false"` or present). */
export interface ShopEmbedElements {
  /** A product card: image, price, options, quantity and add to cart. */
  'shop-product': {
    /** The product's handle (`classic-cotton-tee`). */
    'handle': string;
    /** How the description is shown: `none`, `text` (default) or `html` (sanitised). */
    'description'?: "none" | "text" | "html";
    /** Inputs asked for before the add, as a JSON list (`[{"name":"Engraving","type":"text","required":true}]`): their values become the cart line’s attributes. */
    'line-properties'?: string;
    /** The level of the product title's heading, 1 to 6 (default 2). */
    'heading-level'?: number | `${number}`;
    /** The shop’s own fields (metafields) to show, as `namespace.key`, each with an optional `:Label` (`custom.material:Fabric, custom.care`; else the key made readable); needs a storefront access token. */
    'fields'?: string;
    /** Buy now: present, the card’s button goes straight to checkout with this one line (the shopper’s cart is left as it is); `also`, a second button beside Add to cart does; `false`, none. */
    'buy-now'?: '' | 'true' | 'false' | "also";
  };
  /** A collection's products as a grid of tiles, a page at a time, with Load more. */
  'shop-collection': {
    /** The collection's handle (`coffee`). */
    'handle': string;
    /** Products per page, 1 to 250 (default 20). Default: `20`. */
    'limit'?: number | `${number}`;
    /** The order: `ID` (default), `TITLE`, `PRICE`, `BEST_SELLING`, `CREATED`, `MANUAL`, `COLLECTION_DEFAULT` or `RELEVANCE`. */
    'sort'?: "COLLECTION_DEFAULT" | "BEST_SELLING" | "CREATED" | "ID" | "MANUAL" | "PRICE" | "RELEVANCE" | "TITLE";
    /** Reverses the order. */
    'reverse'?: '' | 'true' | 'false';
    /** `false`: no heading of its own (the page has one); the grid is still named by the collection’s title. */
    'heading'?: '' | 'true' | 'false';
    /** The level of the grid's heading, 1 to 6 (default 2); the tiles' titles are one level below. */
    'heading-level'?: number | `${number}`;
    /** Shows the shop’s filters (availability, price, product type, vendor, variant options) with their counts, active filters as chips and a sort select; the choice lives in the address in Shopify’s form (`?filter.v.option.color=Red`). */
    'filters'?: '' | 'true' | 'false';
    /** With `filters`, on a page with several filtered grids or a search box: the name this grid’s choice goes behind in the address (`coffee.filter.v.option.color=Red`; default: the handle, or none when the grid is alone). */
    'state-key'?: string;
  };
  /** The shop's recommendations for a product ("You may also like"), as tiles. */
  'shop-recommendations': {
    /** The handle of the product the recommendations are for. */
    'handle': string;
    /** How many, 1 to 250 (default 4). Default: `4`. */
    'limit'?: number | `${number}`;
    /** `false`: no "You may also like" heading (the list keeps that name for screen readers). */
    'heading'?: '' | 'true' | 'false';
    /** The level of the list's heading, 1 to 6 (default 2). */
    'heading-level'?: number | `${number}`;
  };
  /** Links to the shop's policies: refunds, privacy, terms of service, shipping. */
  'shop-policies': Record<never, never>;
  /** The cart button with its live count; opens the cart drawer (one is added to the page when it has none). */
  'shop-cart-toggle': {
    /** `false`: the icon and count only (the button keeps its name for screen readers). Default: `true`. */
    'label'?: '' | 'true' | 'false';
  };
  /** The cart: a modal drawer the toggle opens, or drawn in the page for a cart page. */
  'shop-cart': {
    /** `drawer` (default) or `inline` (in the page). Default: `drawer`. */
    'variant'?: "drawer" | "inline";
    /** Cart attributes the shopper fills in beside the order note: `"gift_message:Gift message,po_number:PO number"`. */
    'attributes'?: string;
    /** Inline: where "Continue shopping" goes from an empty cart (default `/`). */
    'continue-url'?: string;
  };
  /** A "Check out" button on its own (the drawer and the inline cart have one already). */
  'shop-checkout': Record<never, never>;
  /** The shopper's country (with its currency) and language, from the shop's markets: a choice re-prices every widget and the cart, and is kept for the shop across pages. */
  'shop-localization': Record<never, never>;
  /** A search box with suggestions as the shopper types, and the results as product tiles; the search lives in the address (`?q=`). */
  'shop-search': {
    /** Results per page, 1 to 250 (default 20). Default: `20`. */
    'limit'?: number | `${number}`;
    /** The words in the empty search box (default “Search products”). */
    'placeholder'?: string;
    /** The name the search goes behind in the address (`main.q=mug`); default none (`?q=mug`). For a page with two search boxes. */
    'state-key'?: string;
  };
  /** A document of the content service: rich text, images and product lists. */
  'shop-content': {
    /** The document's type (required). */
    'type': string;
    /** The document's uid; none: the type's single document. */
    'uid'?: string;
    /** The document's language (`fr-fr`). */
    'lang'?: string;
    /** The content API's endpoint (required). */
    'endpoint': string;
    /** Where document links go: `/pages/:uid`. */
    'link'?: string;
    /** The level of the product lists' card titles, 1 to 6. */
    'heading-level'?: number | `${number}`;
  };
  /** Skip-to-content links at the start of the page, for keyboard and screen-reader users. */
  'shop-skip-links': {
    /** A link per anchor, `"#main,#footer"` (each starts with `#`). */
    'anchors'?: string;
    /** The words of the one link (default "Skip to main content"). */
    'label'?: string;
    /** Where the one link goes (default `#main`); focus moves there on a route change. */
    'target'?: string;
    /** The name of the list of links (default "Skip to"). */
    'list-label'?: string;
  };
}
