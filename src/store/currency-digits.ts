/** The currency's own number of decimals (JPY 0, USD 2, KWD 3), as `Intl.NumberFormat` knows it; 2 for a code it does not. */
export function currencyDigits(currencyCode: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: currencyCode }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}
