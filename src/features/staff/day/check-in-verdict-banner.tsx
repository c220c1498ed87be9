import { Plural, useLingui } from '@lingui/react/macro';
import { bookingCode } from '@/domain/api/my-bookings';
import { formatLongDate, formatTime } from '@/domain/format';
import type { CheckInVerdict } from '@/domain/staff/check-in-verdict';
import { useLanguage } from '@/i18n/language-context';
import { VerdictWaivers, type VerdictWaiversProps } from './verdict-waivers';

interface CheckInVerdictBannerProps {
  verdict: CheckInVerdict;
  /** The party's waivers, for a ticket that is admitted or was already checked in. */
  waivers: VerdictWaiversProps;
}

/**
 * The answer to a scan, big enough to read at arm's length in sunlight: green with the names and
 * party size, or red with the reason; under it, who in the party still has to sign the waiver.
 * Announced by screen readers as it changes.
 */
export function CheckInVerdictBanner({ verdict, waivers }: CheckInVerdictBannerProps) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  if (verdict.kind === 'admitted') {
    const { booking } = verdict;
    const code = bookingCode(booking.bookingId);
    return (
      <div
        data-verdict="admitted"
        className="mt-4 rounded-2xl bg-vine-700 p-5 text-white shadow-md ring-4 ring-vine-100"
      >
        <p className="text-3xl font-extrabold">
          <Plural value={booking.participants} one="Valido: # persona" other="Valido: # persone" />
        </p>
        <p className="mt-1 text-xl font-semibold">{booking.customerName}</p>
        <p className="mt-1 text-lg">{booking.participantNames.join(', ')}</p>
        <p className="mt-2 font-mono tracking-widest">
          {booking.tourName} · {code}
        </p>
        <VerdictWaivers {...waivers} />
      </div>
    );
  }
  const reason = (() => {
    switch (verdict.kind) {
      case 'invalid':
        return t`Biglietto non valido`;
      case 'other-date': {
        const day = formatLongDate(verdict.date, locale);
        return t`Biglietto per un'altra data: ${day}`;
      }
      case 'not-today': {
        const day = formatLongDate(verdict.date, locale);
        return t`Biglietto per ${day}: il check-in si fa solo nel giorno del tour`;
      }
      case 'unknown':
        return t`Prenotazione non presente nell'elenco del giorno`;
      case 'cancelled':
        return t`Prenotazione annullata`;
      case 'unpaid':
        return t`Pagamento non completato`;
      case 'already-checked-in': {
        const time = formatTime(verdict.at, locale);
        return t`Già registrato alle ${time}`;
      }
    }
  })();
  const booking = 'booking' in verdict ? verdict.booking : null;
  return (
    <div
      data-verdict="refused"
      className="mt-4 rounded-2xl bg-wine-700 p-5 text-white shadow-md ring-4 ring-red-200"
    >
      <p className="text-3xl font-extrabold">{reason}</p>
      {booking && (
        <p className="mt-2 text-lg">
          {booking.customerName} · {booking.tourName} · {bookingCode(booking.bookingId)}
        </p>
      )}
      {verdict.kind === 'already-checked-in' && <VerdictWaivers {...waivers} />}
    </div>
  );
}
