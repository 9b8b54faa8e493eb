// @ts-check
/** The HTML of the hosted checkout: order summary, confirmation, and the page for a checkout that is gone. */
import { escapeHtml as e, formatMoney, layout } from './html.mjs';

/**
 * Lists a connection (`{edges}`, `{nodes}`) or an array as an array.
 * @param {any} value
 * @returns {any[]}
 */
export function listOf(value) {
  if (Array.isArray(value)) return value;
  if (Array.isArray(value?.nodes)) return value.nodes;
  if (Array.isArray(value?.edges)) return value.edges.map((/** @type {any} */ edge) => edge?.node);
  return [];
}

/** @param {string} [detail] */
export function gonePage(detail = 'It may have been completed already, or the link is wrong.') {
  return layout({
    title: 'Checkout not available',
    body: `<h1>This checkout is no longer available</h1>
<section><p>${e(detail)}</p><p><a href="/examples/">Back to the examples</a></p></section>`,
  });
}

/**
 * @param {any} cart
 * @param {string} token
 * @param {URLSearchParams} params
 */
export function summaryPage(cart, token, params) {
  const returnTo = params.get('return_to');
  const received = [...params].map(([k, v]) => `<li><code>${e(k)}=${e(v)}</code></li>`).join('\n');
  return layout({
    title: 'Checkout',
    body: `<h1>Checkout</h1>
${linesSection(cart)}
${discountsSection(cart)}
${giftCardsSection(cart)}
${totalsSection(cart)}
${buyerSection(cart)}
<section aria-labelledby="params-heading">
<h2 id="params-heading">Query parameters received</h2>
${received ? `<ul class="plain" aria-label="Query parameters">${received}</ul>` : '<p class="muted">None</p>'}
</section>
<section aria-labelledby="pay-heading">
<h2 id="pay-heading">Payment</h2>
<form method="post" action="/checkouts/cn/${e(encodeURIComponent(token))}/complete">
${returnTo ? `<input type="hidden" name="return_to" value="${e(returnTo)}">` : ''}
<p class="muted">This demo checkout takes no payment details.</p>
<button type="submit">Pay now</button>
</form>
</section>`,
  });
}

/** @param {any} cart */
function linesSection(cart) {
  const lines = listOf(cart?.lines);
  const rows = lines
    .map((/** @type {any} */ line) => {
      const merch = line?.merchandise ?? {};
      const product = merch.product?.title ?? merch.title ?? 'Item';
      const variant = merch.title && merch.title !== 'Default Title' && merch.title !== product ? merch.title : '';
      const lineDiscounts = listOf(line?.discountAllocations)
        .map(
          (/** @type {any} */ d) => `<br><span class="muted">${e(d?.code ?? d?.title ?? 'Discount')}: −${e(formatMoney(d?.discountedAmount))}</span>`,
        )
        .join('');
      // Line properties (an engraving) as the order shows them; keys starting with `_` are hidden from the buyer.
      const properties = listOf(line?.attributes)
        .filter((/** @type {any} */ a) => a?.key && a.value && !String(a.key).startsWith('_'))
        .map((/** @type {any} */ a) => `<br><span class="muted">${e(a.key)}: ${e(a.value)}</span>`)
        .join('');
      // The plan the line is bought under, as the shop names it, and the price per delivery it sets.
      const plan = line?.sellingPlanAllocation;
      const planText = plan?.sellingPlan
        ? `<br><span class="muted">${e(plan.sellingPlan.name)}: ${e(formatMoney(plan.priceAdjustments?.[0]?.price))} each</span>`
        : '';
      // A line whose product the cart's market does not sell (the shopper moved the cart to another country).
      const unsold =
        merch.availableForSale === false && merch.quantityAvailable !== 0
          ? `<br><strong>Not sold in ${e(regionName(cart?.buyerIdentity?.countryCode ?? ''))}</strong>`
          : '';
      const thumb = merch.image?.url ? `<img class="thumb" src="${e(sizedImage(merch.image.url, 96))}" alt="" width="48" height="48"> ` : '';
      return `<tr><th scope="row">${thumb}${e(product)}${variant ? `<br><span class="muted">${e(variant)}</span>` : ''}${planText}${properties}${lineDiscounts}${unsold}</th>
<td class="num">${e(line?.quantity ?? 0)}</td><td class="num">${e(formatMoney(line?.cost?.totalAmount))}</td></tr>`;
    })
    .join('\n');
  return `<section aria-labelledby="lines-heading">
<h2 id="lines-heading">Order summary</h2>
${
  lines.length
    ? `<table><caption class="muted">${lines.length} line${lines.length === 1 ? '' : 's'}</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Quantity</th><th scope="col" class="num">Total</th></tr></thead>
<tbody>${rows}</tbody></table>`
    : '<p>Your cart is empty.</p>'
}
</section>`;
}

/** @param {any} cart */
function discountsSection(cart) {
  const codes = listOf(cart?.discountCodes);
  const allocations = listOf(cart?.discountAllocations);
  if (!codes.length && !allocations.length) return '';
  const codeItems = codes
    .map(
      (/** @type {any} */ c) =>
        `<li><code>${e(c?.code)}</code> ${c?.applicable ? '(applied)' : '<span class="muted">(not applicable to this cart)</span>'}</li>`,
    )
    .join('');
  const allocationItems = groupAllocations(allocations)
    .map(({ label, money }) => `<li>${e(label)}: −${e(formatMoney(money))}</li>`)
    .join('');
  return `<section aria-labelledby="discounts-heading">
<h2 id="discounts-heading">Discounts</h2>
${codeItems ? `<h3>Codes</h3><ul>${codeItems}</ul>` : ''}
${allocationItems ? `<h3>Order discounts</h3><ul>${allocationItems}</ul>` : ''}
</section>`;
}

/** @param {any} cart */
function giftCardsSection(cart) {
  const cards = listOf(cart?.appliedGiftCards);
  if (!cards.length) return '';
  const items = cards
    .map(
      (/** @type {any} */ g) =>
        `<li>Gift card ending in <code>${e(g?.lastCharacters)}</code>: ${e(formatMoney(g?.amountUsed))} used${g?.balance ? `, ${e(formatMoney(g.balance))} remaining` : ''}</li>`,
    )
    .join('');
  return `<section aria-labelledby="gift-heading"><h2 id="gift-heading">Gift cards</h2><ul>${items}</ul></section>`;
}

/** @param {any} cart */
function totalsSection(cart) {
  const cost = cart?.cost ?? {};
  const currencyCode = cost.totalAmount?.currencyCode ?? cost.subtotalAmount?.currencyCode;
  const sum = (/** @type {any[]} */ list, /** @type {(x: any) => any} */ pick) =>
    list.length ? { amount: list.reduce((total, x) => total + Number(pick(x)?.amount ?? 0), 0), currencyCode } : null;
  const discounts = sum(listOf(cart?.discountAllocations), (d) => d?.discountedAmount);
  const giftCards = sum(listOf(cart?.appliedGiftCards), (g) => g?.amountUsed);
  /** @type {Array<[string, any, boolean]>} label, money, shown as a deduction */
  const rows = [
    ['Subtotal', cost.subtotalAmount, false],
    ['Order discounts', discounts, true],
    ['Taxes', cost.totalTaxAmount, false],
    ['Duties', cost.totalDutyAmount, false],
    ['Gift cards', giftCards, true],
    ['Total due', cost.totalAmount, false],
  ];
  const body = rows
    .filter(([, money]) => money)
    .map(([label, money, minus]) => `<tr><th scope="row">${e(label)}</th><td class="num">${minus ? '−' : ''}${e(formatMoney(money))}</td></tr>`)
    .join('');
  return `<section aria-labelledby="totals-heading"><h2 id="totals-heading">Totals</h2><table><tbody>${body}</tbody></table></section>`;
}

/**
 * Order discounts arrive allocated per line; the summary shows one entry per code or title.
 * @param {any[]} allocations
 * @returns {Array<{ label: string, money: { amount: number, currencyCode: unknown } }>}
 */
function groupAllocations(allocations) {
  /** @type {Map<string, { label: string, money: { amount: number, currencyCode: unknown } }>} */
  const groups = new Map();
  for (const d of allocations) {
    const label = String(d?.code ?? d?.title ?? 'Discount');
    const entry = groups.get(label) ?? { label, money: { amount: 0, currencyCode: d?.discountedAmount?.currencyCode } };
    entry.money.amount += Number(d?.discountedAmount?.amount ?? 0);
    groups.set(label, entry);
  }
  return [...groups.values()];
}

/**
 * Shopify-style sized image URL (`_{w}x{h}` before the extension, query kept).
 * @param {string} url
 * @param {number} size
 */
function sizedImage(url, size) {
  return url.replace(/(\.[a-z0-9]+)(\?.*)?$/i, `_${size}x${size}$1$2`);
}

/** `JP` → `Japan`. @param {string} code */
function regionName(code) {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** @param {any} cart */
function buyerSection(cart) {
  const buyer = cart?.buyerIdentity;
  const note = cart?.note;
  const group = listOf(cart?.deliveryGroups)[0];
  const address = group?.deliveryAddress?.formatted;
  const option = group?.selectedDeliveryOption;
  /** @type {Array<[string, string]>} label, trusted markup */
  const rows = [];
  if (buyer?.email) rows.push(['Email', e(buyer.email)]);
  if (buyer?.countryCode) rows.push(['Country', `${e(regionName(buyer.countryCode))} (${e(buyer.countryCode)})`]);
  const currency = cart?.cost?.totalAmount?.currencyCode;
  if (currency) rows.push(['Currency', e(currency)]);
  if (Array.isArray(address) && address.length) rows.push(['Ship to', address.map(e).join('<br>')]);
  if (option) rows.push(['Delivery', `${e(option.title)}${option.estimatedCost ? ` (${e(formatMoney(option.estimatedCost))})` : ''}`]);
  if (note) rows.push(['Note', e(note)]);
  // Cart attributes (a gift message asked for in the drawer) travel with the note: the shop reads both on the order.
  for (const a of listOf(cart?.attributes)) if (a?.key && a.value) rows.push([String(a.key), e(a.value)]);
  if (!rows.length) return '';
  const items = rows.map(([label, value]) => `<dt>${e(label)}</dt><dd>${value}</dd>`).join('\n');
  return `<section aria-labelledby="buyer-heading"><h2 id="buyer-heading">Details</h2><dl>\n${items}\n</dl></section>`;
}

/**
 * @param {any} cart
 * @param {string} token
 * @param {string} returnTo
 */
export function confirmationPage(cart, token, returnTo) {
  const orderNumber = `#${(parseInt(token.replace(/[^0-9a-f]/gi, '').slice(0, 6) || '1', 16) % 9000) + 1001}`;
  return layout({
    title: 'Order confirmed',
    body: `<h1>Thank you for your order!</h1>
<section aria-labelledby="confirm-heading">
<h2 id="confirm-heading">Order ${e(orderNumber)} is confirmed</h2>
<p>Total paid: <strong>${e(formatMoney(cart?.cost?.totalAmount))}</strong></p>
<p class="muted">This was a demo order on the local emulator; nothing was charged or shipped.</p>
<p><a class="button" href="${e(returnTo)}">Continue shopping</a></p>
</section>`,
  });
}
