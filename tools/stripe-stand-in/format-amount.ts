// Currencies without a minor unit (JPY, KRW…) are out of scope: the project charges in euros.
const formatters = new Map<string, Intl.NumberFormat>();

/** 13000, 'eur' → "€130.00", the way Stripe's English pages and messages show amounts. */
export function formatAmount(amountInMinorUnits: number, currency: string): string {
  const code = currency.toUpperCase();
  let formatter = formatters.get(code);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat('en-IE', { style: 'currency', currency: code });
    formatters.set(code, formatter);
  }
  return formatter.format(amountInMinorUnits / 100);
}
