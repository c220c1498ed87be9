import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { bookingCode } from '@/domain/api/my-bookings';
import type { AuditEntry } from '@/domain/api/staff-audit';
import { formatDayMonthYear, formatEuros, formatLongDate, formatMoment } from '@/domain/format';
import { TOURS } from '@/domain/tours';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { RefreshButton } from '@/ui/refresh-button';
import { useStaffAuditLog } from '@/features/staff/api/staff-audit-log';
import { useScheduleChangeSummary } from '@/features/staff/calendar/schedule-change-summary';
import { SectionReadState, StaffDisclosureSection } from '@/features/staff/staff-section';

/** One entry's "what", in the page's language. */
function useEntrySummary() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  /** A date-wide action's summary, with the bookings to try again and those it left alone. */
  const withOutcome = (summary: string, failed: number, skipped: number) => {
    const parts = [summary];
    if (skipped > 0) parts.push(t`Lasciate com'erano (non più su quella data): ${skipped}.`);
    if (failed > 0) parts.push(t`Da riprovare: ${failed}.`);
    return parts.join(' ');
  };
  const scheduleChange = useScheduleChangeSummary();
  return (entry: AuditEntry): string => {
    switch (entry.action) {
      case 'cancel_tour_date': {
        const tour = TOURS[entry.details.tourId].displayName;
        const day = formatLongDate(entry.details.date, locale);
        if (entry.details.completed === false)
          return t`Annullamento avviato, non concluso: ${tour}, ${day}.`;
        const bookings = entry.details.bookings;
        const { refundCents, failed, skipped = 0 } = entry.details;
        // The refunds' total is a manager's figure: a guide's log has none.
        if (refundCents === undefined) {
          return withOutcome(
            t`Data annullata: ${tour}, ${day}. Prenotazioni rimborsate: ${bookings}.`,
            failed,
            skipped,
          );
        }
        const amount = formatEuros(refundCents, locale);
        const summary = t`Data annullata: ${tour}, ${day}. Prenotazioni rimborsate: ${bookings} (${amount}).`;
        return withOutcome(summary, failed, skipped);
      }
      case 'postpone_tour_date': {
        const tour = TOURS[entry.details.tourId].displayName;
        const day = formatLongDate(entry.details.date, locale);
        const newDay = formatLongDate(entry.details.newDate, locale);
        if (entry.details.completed === false) {
          return t`Rinvio avviato, non concluso: ${tour}, da ${day} a ${newDay}.`;
        }
        const { moved, notMoved, failed, skipped = 0 } = entry.details;
        const summary = t`Data rinviata: ${tour}, da ${day} a ${newDay}. Prenotazioni spostate: ${moved}; senza posto: ${notMoved}.`;
        return withOutcome(summary, failed, skipped);
      }
      case 'check_in': {
        const code = bookingCode(entry.details.bookingId);
        return t`Check-in della prenotazione ${code}.`;
      }
      case 'roster_read': {
        const day = formatLongDate(entry.details.date, locale);
        const bookings = entry.details.bookings;
        return t`Elenco del ${day} consultato (${plural(bookings, { one: '# prenotazione', other: '# prenotazioni' })}).`;
      }
      case 'applications_read': {
        const waiting = entry.details.applications;
        return t`Domande di ammissione consultate (${waiting} in attesa).`;
      }
      case 'application_admitted': {
        const number = entry.details.memberNumber;
        const until = formatDayMonthYear(entry.details.validUntil, locale);
        return t`Domanda di ammissione accolta: socio ${number}, iscrizione valida fino al ${until}.`;
      }
      case 'application_renewed': {
        const number = entry.details.memberNumber;
        const until = formatDayMonthYear(entry.details.validUntil, locale);
        return t`Rinnovo confermato: socio ${number}, iscrizione valida fino al ${until}.`;
      }
      case 'application_rejected': {
        const day = formatDayMonthYear(entry.details.resolutionDate, locale);
        return t`Domanda di ammissione respinta con delibera del ${day}.`;
      }
      case 'register_read': {
        const members = entry.details.members;
        return t`Registro soci consultato (${plural(members, { one: '# socio', other: '# soci' })}).`;
      }
      case 'member_renew': {
        const number = entry.details.memberNumber;
        const until = formatDayMonthYear(entry.details.validUntil, locale);
        return t`Iscrizione ${number} rinnovata fino al ${until}.`;
      }
      case 'member_fee_recorded': {
        const { memberNumber: number, year, receiptNumber } = entry.details;
        const amount = formatEuros(entry.details.amountCents, locale);
        return entry.details.method === 'cash'
          ? t`Quota ${year} del socio ${number} registrata, pagata in contanti: ${amount}, ricevuta ${receiptNumber}.`
          : t`Quota ${year} del socio ${number} registrata, pagata con bonifico: ${amount}, ricevuta ${receiptNumber}.`;
      }
      case 'register_import': {
        const { new: added, updated, rejected } = entry.details;
        return t`Registro soci importato da CSV: ${plural(added, { one: '# nuovo', other: '# nuovi' })}, ${plural(updated, { one: '# aggiornato', other: '# aggiornati' })}, ${plural(rejected, { one: '# riga scartata', other: '# righe scartate' })}.`;
      }
      case 'rental_day_read': {
        const day = formatLongDate(entry.details.date, locale);
        const rentals = entry.details.rentals;
        return t`Noleggi del ${day} consultati (${plural(rentals, { one: '# noleggio', other: '# noleggi' })}).`;
      }
      case 'rental_picked_up': {
        const code = bookingCode(entry.details.rentalId);
        const frames = entry.details.frameNumbers.join(', ');
        return t`Bici consegnate: noleggio ${code}, telai ${frames}.`;
      }
      case 'rental_returned': {
        const code = bookingCode(entry.details.rentalId);
        return entry.details.late
          ? t`Bici riconsegnate in ritardo: noleggio ${code}.`
          : t`Bici riconsegnate: noleggio ${code}.`;
      }
      case 'rental_stock_changed':
        return t`Scorte del noleggio modificate in "Noleggi".`;
      case 'rental_cancelled': {
        const code = bookingCode(entry.details.rentalId);
        const { refundCents } = entry.details;
        if (refundCents === undefined) return t`Noleggio ${code} annullato per maltempo.`;
        const amount = formatEuros(refundCents, locale);
        return t`Noleggio ${code} annullato per maltempo, rimborso ${amount}.`;
      }
      case 'waiver_collected': {
        const participant = entry.details.participantIndex + 1;
        if ('rentalId' in entry.details) {
          const code = bookingCode(entry.details.rentalId);
          return t`Liberatoria firmata al banco: noleggio ${code}, ciclista ${participant}.`;
        }
        const code = bookingCode(entry.details.bookingId);
        return t`Liberatoria firmata sul telefono dello staff: prenotazione ${code}, partecipante ${participant}.`;
      }
      case 'booking_date_changed': {
        const code = bookingCode(entry.details.bookingId);
        const from = formatLongDate(entry.details.from, locale);
        const to = formatLongDate(entry.details.to, locale);
        return t`Data cambiata: prenotazione ${code}, dal ${from} al ${to}.`;
      }
      case 'attention_resolved':
        return t`Segnalazione risolta in "Da controllare".`;
      case 'refund_retried': {
        if ('rentalId' in entry.details) {
          const code = bookingCode(entry.details.rentalId);
          return t`Rimborso richiesto di nuovo: noleggio ${code}.`;
        }
        const code = bookingCode(entry.details.bookingId);
        return t`Rimborso richiesto di nuovo: prenotazione ${code}.`;
      }
      case 'mail_resent':
        return t`E-mail non recapitata inviata di nuovo.`;
      case 'schedule_changed':
        return scheduleChange(entry.details.tourId, entry.details.change);
      case 'booking_cancelled': {
        const code = bookingCode(entry.details.bookingId);
        const { refundCents } = entry.details;
        if (refundCents === undefined) return t`Prenotazione ${code} annullata dallo staff.`;
        const amount = formatEuros(refundCents, locale);
        return t`Prenotazione ${code} annullata dallo staff, rimborso ${amount}.`;
      }
      case 'waitlist_read': {
        const tour = TOURS[entry.details.tourId].displayName;
        const day = formatLongDate(entry.details.date, locale);
        const entries = entry.details.entries;
        return t`Lista d'attesa di ${tour}, ${day} consultata (${plural(entries, { one: '# iscritto', other: '# iscritti' })}).`;
      }
      case 'confirmation_resent': {
        const code = bookingCode(entry.details.bookingId);
        return t`Conferma della prenotazione ${code} inviata di nuovo.`;
      }
      case 'booking_story_read': {
        const code = bookingCode(entry.details.bookingId);
        return t`Storia della prenotazione ${code} consultata.`;
      }
      case 'bookings_searched': {
        const results = entry.details.results;
        return t`Ricerca tra le prenotazioni: ${plural(results, { one: '# prenotazione trovata', other: '# prenotazioni trovate' })}.`;
      }
      case 'vouchers_searched': {
        const results = entry.details.results;
        return t`Ricerca tra i buoni: ${plural(results, { one: '# buono trovato', other: '# buoni trovati' })}.`;
      }
      case 'voucher_resent':
        return t`Buono ${entry.details.code} inviato di nuovo.`;
      case 'voucher_extended': {
        const to = formatLongDate(entry.details.to, locale);
        return t`Buono ${entry.details.code} prorogato fino al ${to}.`;
      }
      case 'voucher_voided': {
        const amount = formatEuros(entry.details.balanceCents, locale);
        return t`Buono ${entry.details.code} annullato (saldo ${amount}): ${entry.details.reason}`;
      }
      case 'voucher_issued': {
        const amount = formatEuros(entry.details.amountCents, locale);
        return t`Buono ${entry.details.code} da ${amount} emesso a mano: ${entry.details.reason}`;
      }
      case 'voucher_report_read':
        return t`CSV dei buoni di ${entry.details.month} scaricato.`;
      case 'payout_lines_read':
        return t`Righe del versamento ${entry.details.payoutId} aperte in Cassa.`;
      case 'accounting_file_read': {
        const { period } = entry.details;
        return t`File per il commercialista del periodo ${period} scaricato.`;
      }
    }
  };
}

/**
 * "Registro delle attività": the latest staff actions (who, what, when), newest first. Closed
 * at first, and the log is asked for only once opened, so opening /staff costs no extra call.
 */
export function AuditLogSection({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const [open, setOpen] = useState(false);
  const log = useStaffAuditLog(uid, open);
  const summary = useEntrySummary();
  return (
    <StaffDisclosureSection
      title={t`Registro delle attività`}
      summary={t`Mostra le ultime operazioni`}
      onOpenChange={setOpen}
    >
      <div className="border-t border-stone-200 p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-stone-700">
            {t`Le ultime operazioni dello staff, dalla più recente.`}
          </p>
          <RefreshButton busy={log.isFetching} onClick={() => void log.refetch()} />
        </div>
        <SectionReadState
          loading={log.isPending && open ? t`Caricamento del registro...` : null}
          error={log.isError ? i18n._(errorMessage(log.error, STAFF_ERROR_CONTEXTS.staff)) : null}
        />
        {log.data && log.data.entries.length === 0 && (
          <p className="mt-4 text-stone-800">{t`Nessuna operazione registrata.`}</p>
        )}
        {log.data && log.data.entries.length > 0 && (
          <ol aria-label={t`Operazioni`} className="mt-4 divide-y divide-stone-200">
            {log.data.entries.map((entry) => (
              <li key={entry.id} className="py-3">
                <p className="text-stone-900">{summary(entry)}</p>
                <p className="mt-1 text-sm break-all text-stone-700">
                  <time dateTime={entry.at}>{formatMoment(entry.at, locale)}</time>
                  {' · '}
                  {entry.actorEmail || entry.actorUid}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </StaffDisclosureSection>
  );
}
