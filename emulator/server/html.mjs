// @ts-check
/** Small helpers for the emulator's own HTML pages (hosted checkout). Every interpolated value goes through `escapeHtml`. */

/** @param {unknown} value */
export function escapeHtml(value) {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * `12.5` + `USD` → `$12.50 USD`, `3800.0` + `JPY` → `¥3800 JPY`: the currency's own decimals (none for the yen), as a
 * checkout shows money.
 * @param {{ amount?: unknown, currencyCode?: unknown } | null | undefined} money
 */
export function formatMoney(money) {
  if (!money) return '—';
  const amount = Number(money.amount ?? 0);
  const code = String(money.currencyCode ?? '');
  const symbol = /** @type {Record<string, string>} */ ({ USD: '$', CAD: '$', EUR: '€', GBP: '£', AUD: '$', JPY: '¥' })[code] ?? '';
  const sign = amount < 0 ? '−' : '';
  return `${sign}${symbol}${Math.abs(amount).toFixed(minorDigits(code))} ${code}`.trim();
}

/** The decimals a currency is written with (ISO 4217's minor units, as `Intl` knows them): 2, or 0 for JPY. @param {string} code */
function minorDigits(code) {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

const STYLE = `
:root{color-scheme:light;--ink:#1f2328;--muted:#59636e;--line:#d1d9e0;--accent:#1a6d4a;--bg:#f6f8fa}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
header{background:#fff;border-bottom:1px solid var(--line);padding:1rem 1.5rem}
header p{margin:0;font-weight:600}
main{max-width:44rem;margin:2rem auto;padding:0 1rem}
section{background:#fff;border:1px solid var(--line);border-radius:8px;padding:1rem 1.5rem;margin-bottom:1.5rem}
h1{font-size:1.6rem;margin:0 0 1rem}h2{font-size:1.15rem;margin:0 0 .75rem}
table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:.5rem .25rem;border-bottom:1px solid var(--line);vertical-align:top}
td.num,th.num{text-align:right;white-space:nowrap}
tfoot th,tfoot td{border-bottom:0}
.muted{color:var(--muted);font-size:.9rem}
code{background:var(--bg);padding:.1rem .3rem;border-radius:4px}
ul.plain{list-style:none;padding:0;margin:0}
img.thumb{vertical-align:middle;border-radius:4px;margin-right:.5rem;background:var(--line)}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}dt{font-weight:600}dd{margin:0;white-space:pre-line}
button,.button{display:inline-block;font:inherit;font-weight:600;color:#fff;background:var(--accent);border:0;border-radius:6px;padding:.75rem 1.5rem;cursor:pointer;text-decoration:none}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid #0969da;outline-offset:2px}
`;

/**
 * A complete, accessible page.
 * @param {{ title: string, body: string }} page `body` is trusted markup built with `escapeHtml`
 */
export function layout({ title, body }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ShopEmbed demo checkout</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<header><p>ShopEmbed demo shop <span class="muted">(local emulator: no payment is taken)</span></p></header>
<main id="main">
${body}
</main>
</body>
</html>
`;
}
