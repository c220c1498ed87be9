import { Trans } from '@lingui/react/macro';
import type { RentalSummary } from '@/domain/api/rental';
import { bookingCode } from '@/domain/api/my-bookings';
import { formatEuros } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { ResultRow } from '@/ui/page/result-row';
import { bikesBySizeText, rentalMomentText } from '@/domain/rental/rental-text';

/** A rental as its customer reads it: the bikes, add-ons, pick-up, return, where, and the amount. */
export function RentalDetails({ rental }: { rental: RentalSummary }) {
  const { locale } = useLanguage();
  const sizes = bikesBySizeText(rental.bikesBySize);
  const pickUp = rentalMomentText(rental.startDate, rental.startsAt, locale);
  const returnBy = rentalMomentText(rental.endDate, rental.endsAt, locale);
  return (
    <dl className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white px-4">
      <ResultRow term={<Trans>E-bike</Trans>}>{rental.modelName}</ResultRow>
      <ResultRow term={<Trans>Bici per taglia</Trans>}>{sizes}</ResultRow>
      {rental.addOns.length > 0 && (
        <ResultRow term={<Trans>Accessori</Trans>}>
          {rental.addOns.map((addOn) => `${addOn.quantity} × ${addOn.name}`).join(', ')}
        </ResultRow>
      )}
      <ResultRow term={<Trans>Ritiro</Trans>}>{pickUp}</ResultRow>
      <ResultRow term={<Trans>Riconsegna entro</Trans>}>{returnBy}</ResultRow>
      <ResultRow term={<Trans>Dove</Trans>}>{rental.pickUpAddress}</ResultRow>
      <ResultRow term={<Trans>Email</Trans>}>{rental.customerEmail}</ResultRow>
      <ResultRow term={<Trans>Totale pagato</Trans>}>
        {formatEuros(rental.amountTotalCents, locale)}
      </ResultRow>
      <ResultRow term={<Trans>Codice</Trans>}>
        <span className="font-mono">{bookingCode(rental.rentalId)}</span>
      </ResultRow>
    </dl>
  );
}
