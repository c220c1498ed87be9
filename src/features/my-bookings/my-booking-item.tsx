import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { bookingCode, type MyBooking } from '@/domain/api/my-bookings';
import { formatEuros, formatLongDate } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { buttonClass } from '@/ui/button-class';
import { BookingStatusBadge } from '@/ui/booking-status-badge';
import { ParticipantWaivers } from '@/ui/participant-waivers';
import { DateChangeSection } from './date-change/date-change-section';
import { WhichItem } from './which-item';

export function MyBookingItem({ booking }: { booking: MyBooking }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const code = bookingCode(booking.bookingId);
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <article aria-labelledby={`booking-${booking.bookingId}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={`booking-${booking.bookingId}`} className="text-lg font-bold text-vine-900">
            {booking.tourName}
          </h2>
          <BookingStatusBadge status={booking.status} />
        </div>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-600">{t`Data`}</dt>
          <dd className="text-stone-900 first-letter:uppercase">
            {formatLongDate(booking.selectedDate, locale)}
          </dd>
          <dt className="text-stone-600">{t`Partecipanti`}</dt>
          <dd className="text-stone-900">{booking.participants}</dd>
          <dt className="text-stone-600">{t`Importo`}</dt>
          <dd className="text-stone-900">{formatEuros(booking.amountTotalCents, locale)}</dd>
          <dt className="text-stone-600">{t`Codice`}</dt>
          <dd className="font-mono text-stone-900">{code}</dd>
        </dl>
        {booking.status === 'paid' && (
          <div className="mt-4 flex flex-wrap gap-3">
            <Link
              to="/le-mie-prenotazioni/$bookingId"
              params={{ bookingId: booking.bookingId }}
              className={buttonClass('primary', 'small')}
            >
              {t`Apri il biglietto`}
              <WhichItem name={booking.tourName} code={code} />
            </Link>
            <Link
              to="/gestisci-prenotazione"
              search={{ booking_id: booking.bookingId }}
              className={buttonClass('outline', 'small')}
            >
              {t`Annulla prenotazione`}
              <WhichItem name={booking.tourName} code={code} />
            </Link>
            <DateChangeSection
              handle={{ bookingId: booking.bookingId }}
              booking={booking}
              size="small"
              whenNotAllowed={t`Puoi ancora annullare la prenotazione, con il rimborso previsto dalle condizioni.`}
            />
          </div>
        )}
        {booking.receiptUrl && (
          <p className="mt-3 text-sm">
            <a href={booking.receiptUrl} className="font-semibold text-vine-800 underline">
              {t`Ricevuta del pagamento`}
              <WhichItem name={booking.tourName} code={code} />
            </a>
          </p>
        )}
        {booking.status === 'paid' && booking.waivers.length > 0 && (
          <ParticipantWaivers
            waivers={booking.waivers}
            activityName={booking.tourName}
            selectedDate={booking.selectedDate}
            headingLevel={3}
          />
        )}
      </article>
    </li>
  );
}
