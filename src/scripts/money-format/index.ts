// The money format chunk (`dist/shop-embed.money-format.min.js`; in ESM a dynamic `import()` chunk): Shopify's money
// format templates, loaded only where a site owner sets one (src/widget/use-money.ts). The code stays in the widget
// layer, where the ESM package also exports `formatMoney` for its users.
export { formatMoney } from '../../widget/money-format';
