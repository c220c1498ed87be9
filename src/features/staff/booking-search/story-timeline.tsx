import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { StaffAction } from '@/domain/api/staff-audit';
import type { StoryEvent } from '@/domain/api/staff-booking-search';
import { formatEuros, formatLongDate, formatMoment } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';

const MAIL_KINDS: Readonly<Record<string, MessageDescriptor>> = {
  confirmation: msg`E-mail di conferma con il biglietto`,
  cancellation: msg`E-mail di annullamento`,
  dateChange: msg`E-mail del cambio di data`,
  postponement: msg`E-mail del rinvio`,
  reminder: msg`Promemoria del giorno prima`,
  review: msg`E-mail di ringraziamento`,
};

const CANCELLED_BY: Readonly<Record<string, MessageDescriptor>> = {
  customer: msg`Annullata dal cliente`,
  weather: msg`Annullata per maltempo (data annullata)`,
  membership_rejected: msg`Annullata: domanda di ammissione respinta`,
  postponed: msg`Annullata: il cliente ha scelto il rimborso dopo il rinvio`,
  staff: msg`Annullata dallo staff`,
};

const STAFF_ACTION_WORDS: Partial<Record<StaffAction, MessageDescriptor>> = {
  check_in: msg`check-in registrato`,
  waiver_collected: msg`liberatoria firmata sul telefono dello staff`,
  booking_date_changed: msg`data cambiata`,
  booking_cancelled: msg`prenotazione annullata`,
  confirmation_resent: msg`conferma inviata di nuovo`,
  refund_retried: msg`rimborso richiesto di nuovo`,
  attention_resolved: msg`segnalazione risolta`,
  mail_resent: msg`e-mail inviata di nuovo`,
};

/** One event of a booking's story in words, in the page's language. */
function useEventWords() {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  return (event: StoryEvent): string => {
    switch (event.kind) {
      case 'created':
        return t`Prenotazione creata`;
      case 'paid': {
        // A guide's story carries no amounts.
        if (event.amountCents === undefined) return t`Pagata`;
        const amount = formatEuros(event.amountCents, locale);
        return t`Pagata: ${amount}`;
      }
      case 'expired':
        return t`Pagamento non completato in tempo: posti liberati`;
      case 'ticket_issued':
        return t`Biglietto emesso`;
      case 'mail': {
        const kind = MAIL_KINDS[event.mail];
        const what = kind ? i18n._(kind) : t`E-mail`;
        const attempts = event.attempts;
        if (event.status === 'sent') {
          const sent = event.sentAt ? formatMoment(event.sentAt, locale) : '';
          return t`${what}: recapitata ${sent}`;
        }
        if (event.status === 'abandoned') {
          return t`${what}: non recapitata, abbandonata dopo ${attempts} tentativi`;
        }
        if (event.status === 'failed') {
          return t`${what}: non recapitata finora (${attempts} tentativi), nuovo tentativo in programma`;
        }
        return t`${what}: in coda per l'invio`;
      }
      case 'checked_in':
        return t`Check-in al punto di ritrovo`;
      case 'date_changed': {
        const from = formatLongDate(event.from, locale);
        const to = formatLongDate(event.to, locale);
        if (event.by === 'customer') return t`Data cambiata dal cliente: dal ${from} al ${to}`;
        if (event.by === 'staff') return t`Data cambiata dallo staff: dal ${from} al ${to}`;
        return t`Data rinviata per maltempo: dal ${from} al ${to}`;
      }
      case 'cancelled': {
        const words = event.by ? CANCELLED_BY[event.by] : undefined;
        return words ? i18n._(words) : t`Annullata`;
      }
      case 'refund': {
        if (event.status === 'none') return t`Nessun rimborso`;
        if (event.amountCents === undefined) {
          if (event.status === 'succeeded') return t`Rimborso eseguito`;
          if (event.status === 'failed') return t`Rimborso non riuscito: da riprovare`;
          return t`Rimborso richiesto a Stripe`;
        }
        const amount = formatEuros(event.amountCents, locale);
        if (event.status === 'succeeded') return t`Rimborso di ${amount} eseguito`;
        if (event.status === 'failed') return t`Rimborso di ${amount} non riuscito: da riprovare`;
        return t`Rimborso di ${amount} richiesto a Stripe`;
      }
      case 'receipt': {
        const { number } = event;
        return t`Ricevuta n. ${number} emessa`;
      }
      case 'credit_note': {
        const { number } = event;
        if (event.amountCents === undefined) return t`Nota di credito n. ${number} emessa`;
        const amount = formatEuros(event.amountCents, locale);
        return t`Nota di credito n. ${number} emessa: ${amount}`;
      }
      case 'refunded':
        return t`Pagamento rimborsato (arrivato per posti non più liberi)`;
      case 'staff_action': {
        const words = STAFF_ACTION_WORDS[event.action];
        const what = words ? i18n._(words) : event.action;
        const who = event.actorEmail;
        return event.reason
          ? t`Staff (${who}): ${what}. Motivo: ${event.reason}`
          : t`Staff (${who}): ${what}`;
      }
    }
  };
}

/** The booking's story, oldest first, each event with its time in the page's language. */
export function StoryTimeline({ events }: { events: readonly StoryEvent[] }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const words = useEventWords();
  return (
    <ol
      aria-label={t`Storia della prenotazione`}
      className="mt-3 space-y-3 border-l-2 border-stone-200 pl-4"
    >
      {events.map((event, index) => (
        <li key={`${event.kind}-${event.at}-${index}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.4rem] size-3 rounded-full bg-vine-700"
          />
          <time dateTime={event.at} className="block text-sm text-stone-600">
            {formatMoment(event.at, locale)}
          </time>
          <span className="text-stone-900">{words(event)}</span>
          {event.kind === 'receipt' && event.url && (
            <a
              href={event.url}
              target="_blank"
              rel="noopener noreferrer"
              className="ml-2 text-sm font-semibold text-vine-800 underline"
            >
              {t`Apri la ricevuta`}
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
