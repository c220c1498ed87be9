import { useLingui } from '@lingui/react/macro';
import { MEETING_TIME_TO_BE_CONFIRMED, MEETING_TIMES } from '@/content/meeting-times';
import { bookingCode, type MyBooking } from '@/domain/api/my-bookings';
import { TOUR_PRACTICAL_INFO } from '@/content/tour-practical-info';
import { useLanguage } from '@/i18n/language-context';
import { useLocalized } from '@/i18n/use-localized';
import { formatLongDate } from '@/domain/format';
import { TitledSection } from '@/ui/titled-section';
import { AddToCalendarButton } from './add-to-calendar-button';
import { TicketQr } from './ticket-qr';

const rowLabel = 'text-sm font-medium text-stone-600';
const rowValue = 'mt-0.5 text-stone-900';

/** A paid booking as the person shows it at the meeting point. */
export function TicketDetails({ booking }: { booking: MyBooking }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const localized = useLocalized();
  const info = TOUR_PRACTICAL_INFO[booking.tourId];
  const time = MEETING_TIMES[booking.tourId];
  const meetAt = time?.meetAt;
  const departAt = time?.departAt;

  return (
    <article
      aria-labelledby="ticket-tour"
      className="mt-6 overflow-hidden rounded-xl border-2 border-vine-700 bg-white shadow-sm"
    >
      <header className="bg-vine-700 px-6 py-4 text-white">
        <p className="text-sm uppercase tracking-wide">{t`Biglietto`}</p>
        <h2 id="ticket-tour" className="text-2xl font-bold">
          {booking.tourName}
        </h2>
      </header>
      {booking.ticket && (
        <div className="border-b border-stone-200 px-6 py-5">
          <TicketQr ticket={booking.ticket} />
        </div>
      )}
      <dl className="grid gap-4 px-6 py-5 sm:grid-cols-2">
        <div>
          <dt className={rowLabel}>{t`Data`}</dt>
          <dd className={`${rowValue} first-letter:uppercase`}>
            {formatLongDate(booking.selectedDate, locale)}
          </dd>
        </div>
        <div>
          <dt className={rowLabel}>{t`Orario di ritrovo`}</dt>
          <dd className={rowValue}>
            {meetAt && departAt
              ? t`Ritrovo alle ${meetAt}, partenza alle ${departAt}`
              : localized(MEETING_TIME_TO_BE_CONFIRMED)}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className={rowLabel}>{t`Punto di ritrovo`}</dt>
          <dd className={rowValue}>{localized(info.meetingPoint)}</dd>
        </div>
        <div>
          <dt className={rowLabel}>{t`Prenotazione a nome di`}</dt>
          <dd className={rowValue}>{booking.customerName}</dd>
        </div>
        <div>
          <dt className={rowLabel}>{t`Partecipanti`}</dt>
          <dd className={rowValue}>
            <ul className="list-inside list-disc">
              {booking.participantNames.map((name, index) => (
                <li key={`${index}-${name}`}>{name}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt className={rowLabel}>{t`Codice prenotazione`}</dt>
          <dd className="mt-0.5 font-mono text-2xl font-bold tracking-widest text-vine-900">
            {bookingCode(booking.bookingId)}
          </dd>
        </div>
      </dl>
      {booking.startsAt && (
        <div className="border-t border-stone-200 px-6 py-4">
          <AddToCalendarButton booking={{ ...booking, startsAt: booking.startsAt }} />
        </div>
      )}
      <TitledSection
        title={t`Cosa portare`}
        level={3}
        className="border-t border-stone-200 px-6 py-5"
        titleClassName="font-semibold text-vine-900"
      >
        <p className="mt-1 text-stone-800">{localized(info.whatToBring)}</p>
        <p className="mt-2 text-sm text-stone-700">
          {t`Senza il certificato medico in originale l’associazione può negare la partecipazione senza rimborso.`}
        </p>
      </TitledSection>
    </article>
  );
}
