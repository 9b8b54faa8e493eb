// @ts-check
// The demo shop's products as compact definitions; catalog.mjs expands them into variants, images and ids.
// Everything is fixed: no randomness and no clock, so every run serves the same shop.

/**
 * @typedef {object} ProductDef
 * @property {number} n              position; ids are derived from it (Product 1000 + n)
 * @property {string} handle
 * @property {string} title
 * @property {string} type
 * @property {string} vendor
 * @property {string[]} tags
 * @property {number} price          USD cents of the first variant
 * @property {number} [compareAt]    USD cents
 * @property {[string, string[]][]} [options]  none means one "Default Title" variant
 * @property {Record<string, number>} [priceBy] option value → USD cents, overrides `price`
 * @property {Record<string, number>} [stock]   variant title → stock; others get the default stock
 * @property {number} [defaultStock]
 * @property {number} [images]       number of images (default one per colour, at least 1)
 * @property {number} grams
 * @property {{ type: 'WEIGHT' | 'VOLUME', unit: 'G' | 'ML', by: Record<string, number> }} [unit] option value → quantity
 * @property {string} html
 */

const apparel = 'Northwind Apparel';
const home = 'Hearth & Kiln';
const coffee = 'Ridgeline Roasters';
const goods = 'Fieldnote Goods';
const sizes = ['XS', 'S', 'M', 'L', 'XL'];

/** @type {ProductDef[]} */
export const PRODUCTS = [
  { n: 1, handle: 'classic-cotton-tee', title: 'Classic Cotton Tee', type: 'T-Shirts', vendor: apparel, tags: ['cotton', 'basics'], price: 2400,
    options: [['Size', sizes], ['Color', ['White', 'Black', 'Heather Grey']]], stock: { 'XS / Black': 0, 'XL / White': 2 }, grams: 180,
    html: '<p>A midweight tee in <strong>100% organic cotton</strong> that keeps its shape wash after wash.</p><ul><li>Relaxed fit</li><li>Pre-shrunk</li></ul>' },
  { n: 2, handle: 'merino-crew-sweater', title: 'Merino Crew Sweater', type: 'Sweaters', vendor: apparel, tags: ['wool', 'sale'], price: 9800, compareAt: 12000,
    options: [['Size', ['S', 'M', 'L', 'XL']], ['Color', ['Navy', 'Oatmeal']]], grams: 420,
    html: '<p>Fine-gauge <em>extra-fine merino</em> that is warm without the bulk.</p><p>Hand wash cold, dry flat.</p>' },
  { n: 3, handle: 'linen-button-down-shirt', title: 'Linen Button-Down Shirt', type: 'Shirts', vendor: apparel, tags: ['linen', 'summer'], price: 6800,
    options: [['Size', ['S', 'M', 'L', 'XL']], ['Color', ['Sand', 'Sky']]], grams: 260,
    html: '<p>Breathable <strong>European flax linen</strong>, garment-washed for softness.</p>' },
  { n: 4, handle: 'everyday-hoodie', title: 'Everyday Hoodie', type: 'Sweatshirts', vendor: apparel, tags: ['fleece', 'basics'], price: 7200,
    options: [['Size', sizes], ['Color', ['Charcoal', 'Forest']]], stock: { 'XS / Forest': 0 }, grams: 640,
    html: '<p>Brushed-back fleece hoodie with a <em>double-lined hood</em>.</p><ul><li>Kangaroo pocket</li><li>Ribbed cuffs</li></ul>' },
  { n: 5, handle: 'packable-rain-shell', title: 'Packable Rain Shell', type: 'Outerwear', vendor: apparel, tags: ['outdoor', 'sale'], price: 14500, compareAt: 18000,
    options: [['Size', ['S', 'M', 'L']], ['Color', ['Signal Orange', 'Black']]], grams: 310,
    html: '<h3>Waterproof, windproof, weightless</h3><p>Packs into its own chest pocket.</p>' },
  { n: 6, handle: 'ribbed-wool-beanie', title: 'Ribbed Wool Beanie', type: 'Hats', vendor: apparel, tags: ['wool', 'winter'], price: 2800,
    options: [['Color', ['Rust', 'Black', 'Cream']]], grams: 90,
    html: '<p>Chunky rib knit in <strong>lambswool</strong>. One size.</p>' },
  { n: 7, handle: 'canvas-low-top-sneakers', title: 'Canvas Low-Top Sneakers', type: 'Shoes', vendor: apparel, tags: ['canvas', 'shoes'], price: 7900,
    options: [['Size', ['7', '8', '9', '10', '11']]], stock: { '11': 0, '10': 1 }, grams: 820,
    html: '<p>Vulcanised rubber sole, <em>organic canvas</em> upper.</p>' },
  { n: 8, handle: 'stoneware-mug', title: 'Stoneware Mug', type: 'Mugs', vendor: home, tags: ['ceramic', 'kitchen'], price: 1800,
    options: [['Color', ['Speckled White', 'Slate Blue', 'Moss']]], grams: 400,
    html: '<p>Wheel-thrown <strong>12 oz</strong> mug, glazed inside and out.</p><p>Dishwasher safe.</p>' },
  { n: 9, handle: 'gooseneck-pour-over-kettle', title: 'Gooseneck Pour-Over Kettle', type: 'Kettles', vendor: home, tags: ['coffee-gear', 'kitchen'], price: 8900, grams: 900,
    html: '<p>A precise <em>gooseneck spout</em> for slow, even pours.</p><ul><li>1 L capacity</li><li>Works on gas, electric and induction</li></ul>' },
  { n: 10, handle: 'linen-napkins', title: 'Linen Napkins, Set of 4', type: 'Table Linen', vendor: home, tags: ['linen', 'sale'], price: 3600, compareAt: 4200,
    options: [['Color', ['Natural', 'Charcoal', 'Terracotta']]], grams: 200,
    html: '<p>Stonewashed linen napkins, <strong>45 × 45 cm</strong>.</p>' },
  { n: 11, handle: 'cast-iron-skillet', title: 'Cast Iron Skillet', type: 'Cookware', vendor: home, tags: ['cookware', 'kitchen'], price: 4500,
    options: [['Size', ['8"', '10"', '12"']]], priceBy: { '8"': 4500, '10"': 5500, '12"': 6500 }, grams: 2400,
    html: '<p>Pre-seasoned and ready to cook. <em>Lasts for generations.</em></p>' },
  { n: 12, handle: 'oak-cutting-board', title: 'Oak Cutting Board', type: 'Cutting Boards', vendor: home, tags: ['wood', 'kitchen'], price: 5200,
    options: [['Size', ['Small', 'Large']]], priceBy: { Small: 5200, Large: 7200 }, grams: 1500,
    html: '<p>End-grain <strong>white oak</strong>, finished with food-safe oil.</p>' },
  { n: 13, handle: 'ceramic-planter', title: 'Ceramic Planter', type: 'Planters', vendor: home, tags: ['ceramic', 'plants'], price: 3400,
    options: [['Size', ['Small', 'Medium']]], defaultStock: 0, grams: 1100,
    html: '<p>Matte glazed planter with a drainage hole and saucer. <em>Back soon.</em></p>' },
  { n: 14, handle: 'hand-poured-beeswax-candle', title: 'Hand-Poured Beeswax Candle', type: 'Candles', vendor: home, tags: ['candles', 'gift'], price: 2200, grams: 350,
    html: '<p>Pure beeswax with a cotton wick. <strong>40 hour</strong> burn time.</p>' },
  { n: 15, handle: 'house-blend-whole-bean', title: 'House Blend Whole Bean', type: 'Coffee', vendor: coffee, tags: ['coffee', 'medium-roast'], price: 1400,
    options: [['Size', ['250 g', '1 kg']]], priceBy: { '250 g': 1400, '1 kg': 4800 }, stock: { '1 kg': 5 }, grams: 250,
    unit: { type: 'WEIGHT', unit: 'G', by: { '250 g': 250, '1 kg': 1000 } },
    html: '<p>Notes of <em>milk chocolate, hazelnut and red apple</em>.</p><ul><li>Origin: Brazil &amp; Colombia</li><li>Roast: medium</li></ul>' },
  { n: 16, handle: 'ethiopia-yirgacheffe', title: 'Ethiopia Yirgacheffe', type: 'Coffee', vendor: coffee, tags: ['coffee', 'light-roast', 'single-origin'], price: 1850,
    options: [['Size', ['250 g', '1 kg']]], priceBy: { '250 g': 1850, '1 kg': 6200 }, grams: 250,
    unit: { type: 'WEIGHT', unit: 'G', by: { '250 g': 250, '1 kg': 1000 } },
    html: '<p>Floral and bright with <strong>bergamot and lemon</strong> notes.</p>' },
  { n: 17, handle: 'colombia-decaf', title: 'Colombia Decaf', type: 'Coffee', vendor: coffee, tags: ['coffee', 'decaf'], price: 1600,
    options: [['Size', ['250 g', '1 kg']]], priceBy: { '250 g': 1600, '1 kg': 5400 }, stock: { '1 kg': 0 }, grams: 250,
    unit: { type: 'WEIGHT', unit: 'G', by: { '250 g': 250, '1 kg': 1000 } },
    html: '<p>Sugar-cane decaffeinated. <em>All of the flavour, none of the buzz.</em></p>' },
  { n: 18, handle: 'espresso-roast', title: 'Espresso Roast', type: 'Coffee', vendor: coffee, tags: ['coffee', 'dark-roast'], price: 1550,
    options: [['Size', ['250 g', '1 kg']]], priceBy: { '250 g': 1550, '1 kg': 5200 }, grams: 250,
    unit: { type: 'WEIGHT', unit: 'G', by: { '250 g': 250, '1 kg': 1000 } },
    html: '<p>Syrupy body with <strong>dark cocoa</strong> and molasses.</p>' },
  { n: 19, handle: 'cold-brew-concentrate', title: 'Cold Brew Concentrate', type: 'Coffee', vendor: coffee, tags: ['coffee', 'cold-brew'], price: 1200, grams: 1050,
    options: [['Size', ['1 L']]], unit: { type: 'VOLUME', unit: 'ML', by: { '1 L': 1000 } },
    html: '<p>Steeped for 18 hours. Mix <em>1:1</em> with water or milk.</p>' },
  { n: 20, handle: 'coffee-sampler-box', title: 'Coffee Sampler Box', type: 'Coffee', vendor: coffee, tags: ['coffee', 'gift', 'sale'], price: 2900, compareAt: 3600, grams: 300,
    options: [['Size', ['3 × 100 g']]], unit: { type: 'WEIGHT', unit: 'G', by: { '3 × 100 g': 300 } },
    html: '<p>Three 100 g bags of our <strong>current favourites</strong>.</p>' },
  { n: 21, handle: 'leather-card-wallet', title: 'Leather Card Wallet', type: 'Wallets', vendor: goods, tags: ['leather', 'gift'], price: 4500,
    options: [['Color', ['Tan', 'Black']]], grams: 60,
    html: '<p>Vegetable-tanned leather, <em>saddle-stitched</em> by hand.</p>' },
  { n: 22, handle: 'waxed-canvas-tote', title: 'Waxed Canvas Tote', type: 'Bags', vendor: goods, tags: ['canvas', 'bags'], price: 5800,
    options: [['Color', ['Olive', 'Navy']]], grams: 700,
    html: '<p>Water-resistant waxed canvas with <strong>leather handles</strong>.</p>' },
  { n: 23, handle: 'enamel-pin-set', title: 'Enamel Pin Set', type: 'Pins', vendor: goods, tags: ['gift'], price: 1500, defaultStock: 3, grams: 40,
    html: '<p>Three hard-enamel pins. <em>Limited run</em>.</p>' },
  { n: 24, handle: 'insulated-travel-tumbler', title: 'Insulated Travel Tumbler', type: 'Drinkware', vendor: goods, tags: ['coffee-gear', 'travel'], price: 3200,
    options: [['Size', ['12 oz', '16 oz']], ['Color', ['Stone', 'Ink']]], priceBy: { '12 oz': 3200, '16 oz': 3600 }, grams: 350,
    html: '<p>Double-wall vacuum insulation keeps coffee hot for <strong>6 hours</strong>.</p>' },
  // Kept last in ID order (off the first page of products(first: 20)): the two oversized products. The print
  // tee's 630 variants are enough for a 600-line cart of distinct merchandise.
  { n: 25, handle: 'build-your-own-print-tee', title: 'Build-Your-Own Print Tee', type: 'T-Shirts', vendor: apparel, tags: ['custom', 'cotton'], price: 3000,
    options: [['Size', ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL']], ['Color', ['White', 'Black', 'Navy', 'Sand', 'Forest', 'Rust']],
      ['Print', ['Mountain', 'Wave', 'Sun', 'Fern', 'Compass', 'Moon', 'Bicycle', 'Anchor', 'Cactus', 'Fox', 'Lighthouse', 'Pine', 'Rocket', 'Whale', 'Owl']]],
    defaultStock: 50, images: 6, grams: 190,
    html: '<p>Pick a size, a colour and one of <strong>fifteen prints</strong>: 630 combinations.</p>' },
  { n: 26, handle: 'archive-photo-print-set', title: 'Archive Photo Print Set', type: 'Prints', vendor: goods, tags: ['art', 'prints'], price: 4000, images: 260, grams: 500,
    html: '<p>Every photograph from our archive, <em>260 frames</em>, printed on cotton rag.</p>' },
];

/** Collections in id order; `products` are handles in the collection's manual order. */
export const COLLECTIONS = [
  { n: 1, handle: 'apparel', title: 'Apparel', html: '<p>Everyday clothes made to <strong>last</strong>.</p>',
    products: ['classic-cotton-tee', 'merino-crew-sweater', 'linen-button-down-shirt', 'everyday-hoodie', 'packable-rain-shell', 'ribbed-wool-beanie', 'canvas-low-top-sneakers', 'build-your-own-print-tee'] },
  { n: 2, handle: 'home-kitchen', title: 'Home & Kitchen', html: '<p>Things for the <em>table, stove and shelf</em>.</p>',
    products: ['stoneware-mug', 'gooseneck-pour-over-kettle', 'linen-napkins', 'cast-iron-skillet', 'oak-cutting-board', 'ceramic-planter', 'hand-poured-beeswax-candle'] },
  { n: 3, handle: 'coffee', title: 'Coffee', html: '<p>Roasted weekly in small batches.</p>',
    products: ['house-blend-whole-bean', 'ethiopia-yirgacheffe', 'colombia-decaf', 'espresso-roast', 'cold-brew-concentrate', 'coffee-sampler-box'] },
  { n: 4, handle: 'accessories', title: 'Accessories', html: '<p>Small goods, <strong>well made</strong>.</p>',
    products: ['leather-card-wallet', 'waxed-canvas-tote', 'enamel-pin-set', 'insulated-travel-tumbler', 'archive-photo-print-set'] },
  { n: 5, handle: 'sale', title: 'Sale', html: '<p>Last season, <em>lower prices</em>.</p>',
    products: ['merino-crew-sweater', 'packable-rain-shell', 'linen-napkins', 'coffee-sampler-box'] },
  { n: 6, handle: 'frontpage', title: 'Home page', html: '<p>Our current favourites.</p>',
    products: ['classic-cotton-tee', 'stoneware-mug', 'house-blend-whole-bean', 'waxed-canvas-tote', 'gooseneck-pour-over-kettle', 'everyday-hoodie'] },
];

/** Swatch colours for colour option values. */
export const SWATCHES = {
  White: '#ffffff', Black: '#111111', 'Heather Grey': '#9a9a9a', Navy: '#1f2a44', Oatmeal: '#d8cbb3', Sand: '#d6c6a5',
  Sky: '#9cc3e6', Charcoal: '#36454f', Forest: '#228b22', 'Signal Orange': '#f26522', Rust: '#b7410e', Cream: '#f3e9d2',
  'Speckled White': '#f1efe9', 'Slate Blue': '#6a7fa0', Moss: '#8a9a5b', Natural: '#e8dcc8', Terracotta: '#c8643b',
  Tan: '#c69c6d', Olive: '#708238', Stone: '#b8b2a7', Ink: '#24283b',
};
