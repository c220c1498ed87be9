import type { Locale } from '@/domain/locale';

/**
 * "Quota associativa 2027": the fee's name on its Checkout line and its receipt, in the payer's
 * language, the same whether the fee is paid alone or beside a tour.
 */
export function feeLineName(year: number, locale: Locale): string {
  return locale === 'it' ? `Quota associativa ${year}` : `Membership fee ${year}`;
}
