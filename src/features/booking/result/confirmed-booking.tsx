import { Trans } from '@lingui/react/macro';
import type { BookingSummary } from '@/domain/api/booking';
import { formatEuros, formatLongDate } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { ParticipantWaivers } from '@/ui/participant-waivers';
import { HomeAndContactLinks, ResultLayout } from '@/ui/page/result-layout';
import { ResultRow } from '@/ui/page/result-row';
import { TitledSection } from '@/ui/titled-section';

/**
 * The paid booking (requirements §2, Booking success), amounts held in cents shown with 2 decimals;
 * a membership fee paid in the same Checkout (joining in the booking card) on a line of its own.
 */
export function ConfirmedBooking({ booking }: { booking: BookingSummary }) {
  const { locale } = useLanguage();
  const fee = booking.membershipFee;
  const feeYear = fee?.year;
  return (
    <ResultLayout heading={<Trans>Prenotazione Confermata!</Trans>} tone="success">
      <p role="status" className="rounded-lg border border-vine-600 bg-vine-50 p-4 text-vine-900">
        <strong className="block">
          <Trans>Pagamento confermato!</Trans>
        </strong>
        <Trans>La tua prenotazione è stata completata con successo.</Trans>
      </p>
      <dl className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white px-4">
        {booking.tourName && (
          <ResultRow term={<Trans>Tour prenotato</Trans>}>{booking.tourName}</ResultRow>
        )}
        <ResultRow term={<Trans>Data</Trans>}>
          {formatLongDate(booking.selectedDate, locale)}
        </ResultRow>
        <ResultRow term={<Trans>Partecipanti</Trans>}>{booking.participants}</ResultRow>
        <ResultRow term={<Trans>Email</Trans>}>{booking.customerEmail}</ResultRow>
        {booking.customerPhone && (
          <ResultRow term={<Trans>Telefono</Trans>}>{booking.customerPhone}</ResultRow>
        )}
        {fee ? (
          <>
            <ResultRow term={<Trans>Tour</Trans>}>
              {formatEuros(booking.totalAmountCents, locale)}
            </ResultRow>
            <ResultRow term={<Trans>Quota associativa {feeYear} pagata</Trans>}>
              {formatEuros(fee.amountCents, locale)}
            </ResultRow>
            <ResultRow term={<Trans>Totale pagato</Trans>}>
              {formatEuros(booking.totalAmountCents + fee.amountCents, locale)}
            </ResultRow>
          </>
        ) : (
          <ResultRow term={<Trans>Totale pagato</Trans>}>
            {formatEuros(booking.totalAmountCents, locale)}
          </ResultRow>
        )}
      </dl>
      {booking.waivers.length > 0 && (
        <ParticipantWaivers
          waivers={booking.waivers}
          activityName={booking.tourName}
          selectedDate={booking.selectedDate}
          headingLevel={2}
          leadSignsNow
        />
      )}
      <TitledSection
        title={<Trans>Cosa succede ora?</Trans>}
        titleClassName="text-xl font-semibold text-vine-900"
      >
        <ul className="mt-3 list-disc space-y-2 pl-6 text-stone-800">
          <li>
            <Trans>Riceverai un'email di conferma entro pochi minuti.</Trans>
          </li>
          <li>
            <Trans>
              Porta con te un certificato medico valido per attività sportiva non agonistica.
            </Trans>
          </li>
          <li>
            <Trans>
              Se non vuoi comparire in foto o video che potrebbero essere pubblicati, avvisa lo
              staff prima del tour.
            </Trans>
          </li>
          <li>
            <Trans>In caso di maltempo ti avviseremo di eventuali modifiche.</Trans>
          </li>
        </ul>
      </TitledSection>
      <HomeAndContactLinks />
    </ResultLayout>
  );
}
