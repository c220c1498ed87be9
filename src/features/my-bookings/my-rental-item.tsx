import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { bookingCode, type MyRental } from '@/domain/api/my-bookings';
import { formatEuros } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { buttonClass } from '@/ui/button-class';
import { BookingStatusBadge } from '@/ui/booking-status-badge';
import { ParticipantWaivers } from '@/ui/participant-waivers';
import { bikesBySizeText, rentalMomentText } from '@/domain/rental/rental-text';
import { WhichItem } from './which-item';

/**
 * One of one's e-bike rentals: when, what, the amount, "Gestisci il noleggio" while paid, and the
 * riders' waivers while it is to come (the server sends none once it is over or cancelled).
 */
export function MyRentalItem({ rental }: { rental: MyRental }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const code = bookingCode(rental.rentalId);
  const model = rental.modelName;
  const headingId = `rental-${rental.rentalId}`;
  const sizes = bikesBySizeText(rental.bikesBySize);
  const pickUp = rentalMomentText(rental.startDate, rental.startsAt, locale);
  const returnBy = rentalMomentText(rental.endDate, rental.endsAt, locale);
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="text-lg font-bold text-vine-900">
            {t`Noleggio ${model}`}
          </h3>
          <BookingStatusBadge status={rental.status} />
        </div>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-600">{t`Ritiro`}</dt>
          <dd className="text-stone-900 first-letter:uppercase">{pickUp}</dd>
          <dt className="text-stone-600">{t`Riconsegna entro`}</dt>
          <dd className="text-stone-900 first-letter:uppercase">{returnBy}</dd>
          <dt className="text-stone-600">{t`Bici per taglia`}</dt>
          <dd className="text-stone-900">{sizes}</dd>
          <dt className="text-stone-600">{t`Importo`}</dt>
          <dd className="text-stone-900">{formatEuros(rental.amountTotalCents, locale)}</dd>
          <dt className="text-stone-600">{t`Codice`}</dt>
          <dd className="font-mono text-stone-900">{code}</dd>
        </dl>
        {rental.status === 'paid' && (
          <p className="mt-4">
            <Link
              to="/gestisci-noleggio"
              search={{ rental_id: rental.rentalId }}
              className={buttonClass('outline', 'small')}
            >
              {t`Gestisci il noleggio`}
              <WhichItem name={model} code={code} />
            </Link>
          </p>
        )}
        {rental.receiptUrl && (
          <p className="mt-3 text-sm">
            <a href={rental.receiptUrl} className="font-semibold text-vine-800 underline">
              {t`Ricevuta del pagamento`}
              <WhichItem name={model} code={code} />
            </a>
          </p>
        )}
        {rental.waivers.length > 0 && (
          <ParticipantWaivers
            waivers={rental.waivers}
            activity="rental"
            activityName={model}
            selectedDate={rental.startDate}
            headingLevel={3}
          />
        )}
      </article>
    </li>
  );
}
