import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { RentalSummary } from '@/domain/api/rental';
import { bookingCode } from '@/domain/api/my-bookings';
import { formatEuros, formatLongDate, formatTime } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';

function Row({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-stone-700">{term}</dt>
      <dd className="text-right font-medium text-stone-900">{children}</dd>
    </div>
  );
}

/** A rental as its customer reads it: the bikes, add-ons, pick-up, return, where, and the amount. */
export function RentalDetails({ rental }: { rental: RentalSummary }) {
  const { locale } = useLanguage();
  const sizes = Object.entries(rental.bikesBySize)
    .filter(([, count]) => (count ?? 0) > 0)
    .map(([size, count]) => `${count} × ${size}`)
    .join(', ');
  const pickUp = `${formatLongDate(rental.startDate, locale)}, ${formatTime(rental.startsAt, locale)}`;
  const returnBy = `${formatLongDate(rental.endDate, locale)}, ${formatTime(rental.endsAt, locale)}`;
  return (
    <dl className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white px-4">
      <Row term={<Trans>E-bike</Trans>}>{rental.modelName}</Row>
      <Row term={<Trans>Bici per taglia</Trans>}>{sizes}</Row>
      {rental.addOns.length > 0 && (
        <Row term={<Trans>Accessori</Trans>}>
          {rental.addOns.map((addOn) => `${addOn.quantity} × ${addOn.name}`).join(', ')}
        </Row>
      )}
      <Row term={<Trans>Ritiro</Trans>}>{pickUp}</Row>
      <Row term={<Trans>Riconsegna entro</Trans>}>{returnBy}</Row>
      <Row term={<Trans>Dove</Trans>}>{rental.pickUpAddress}</Row>
      <Row term={<Trans>Email</Trans>}>{rental.customerEmail}</Row>
      <Row term={<Trans>Totale pagato</Trans>}>{formatEuros(rental.amountTotalCents, locale)}</Row>
      <Row term={<Trans>Codice</Trans>}>
        <span className="font-mono">{bookingCode(rental.rentalId)}</span>
      </Row>
    </dl>
  );
}
