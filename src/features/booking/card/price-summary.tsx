import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { BookingFee } from '@/domain/api/membership-fee';
import { formatEuros } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';

function Line({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-baseline justify-between text-sm text-stone-700">
      <span>{label}</span>
      <span>{children}</span>
    </p>
  );
}

interface PriceSummaryProps {
  priceCents: number;
  /** What a gift voucher takes off the price, when one is applied. */
  coveredCents: number | null;
  /** The membership fee a visitor who has just joined (or renewed) pays in the same Checkout. */
  fee: BookingFee | undefined;
}

/**
 * What the card's Checkout will charge: the tour's price, less a gift voucher's part, and beside
 * it the membership fee of the application the booking is made on (the server charges its own
 * figures; these are its quote, so the total is never a surprise on Stripe's page).
 */
export function PriceSummary({ priceCents, coveredCents, fee }: PriceSummaryProps) {
  const { locale } = useLanguage();
  const euros = (cents: number) => formatEuros(cents, locale);
  const tourDue = priceCents - (coveredCents ?? 0);
  const feeYear = fee?.year;
  return (
    <div className="space-y-1 border-t border-stone-200 pt-4">
      {(coveredCents !== null || fee) && (
        <Line label={<Trans>Prezzo</Trans>}>{euros(priceCents)}</Line>
      )}
      {coveredCents !== null && (
        <Line label={<Trans>Buono regalo</Trans>}>−{euros(coveredCents)}</Line>
      )}
      {fee && (
        <Line label={<Trans>Quota associativa {feeYear}</Trans>}>{euros(fee.amountCents)}</Line>
      )}
      <p className="flex items-baseline justify-between">
        <span className="font-medium text-stone-800">
          <Trans>Totale</Trans>
        </span>
        <span className="text-2xl font-bold text-vine-900">
          {euros(tourDue + (fee?.amountCents ?? 0))}
        </span>
      </p>
    </div>
  );
}
