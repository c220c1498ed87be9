import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AttentionItem, StaffAttentionReason } from '@/domain/api/staff-attention';
import type { SystemProblemKind } from '@/domain/documents/system-problem';
import { formatLongDate, formatMoment } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';

/** One problem of a row, in words: what happened and what staff should do about it. */
export interface AttentionProblem {
  key: string;
  happened: string;
  todo: string;
}

/**
 * The rows' words, in the reader's language. The server sends kinds and reasons, never text, so
 * the list reads the same in Italian and English and a new reason cannot slip in unworded.
 */
export function useAttentionWords(): (item: AttentionItem) => AttentionProblem[] {
  const { t } = useLingui();
  const { locale } = useLanguage();

  const reasonWords: Record<StaffAttentionReason, Omit<AttentionProblem, 'key'>> = {
    member_not_verified: {
      happened: t`Chi ha prenotato ha indicato un socio che non risulta nel registro.`,
      todo: t`Verifica l'iscrizione: se non è socio, contatta il cliente o annulla la prenotazione.`,
    },
    paid_after_release_refunded: {
      happened: t`Il pagamento è arrivato dopo che i posti erano stati liberati e presi da altri: è stato rimborsato per intero.`,
      todo: t`Avvisa il cliente e proponi un'altra data.`,
    },
    paid_after_cancellation_refunded: {
      happened: t`È arrivato un pagamento per una prenotazione già annullata: è stato rimborsato per intero.`,
      todo: t`Controlla in Stripe che il rimborso sia arrivato e avvisa il cliente.`,
    },
    paid_for_closed_date_refunded: {
      happened: t`Il pagamento è arrivato per una data chiusa nel frattempo: è stato rimborsato per intero.`,
      todo: t`Avvisa il cliente e proponi un'altra data.`,
    },
    refund_capped_by_earlier_refunds: {
      happened: t`Il rimborso dell'annullamento è stato ridotto: parte del pagamento era già stata rimborsata dal pannello di Stripe.`,
      todo: t`Controlla in Stripe quanto è stato restituito in tutto.`,
    },
    paid_amount_mismatch: {
      happened: t`L'importo pagato non corrisponde al prezzo della prenotazione.`,
      todo: t`Confronta il pagamento in Stripe con la prenotazione e sistema la differenza con il cliente.`,
    },
    refund_failed: {
      happened: t`Stripe non è riuscito a fare il rimborso dell'annullamento.`,
      todo: t`Riprova il rimborso; se non riesce ancora, contatta il cliente per restituire i soldi in un altro modo.`,
    },
    dispute_opened: {
      happened: t`Il cliente ha contestato il pagamento con la sua banca.`,
      todo: t`Rispondi alla contestazione nel pannello di Stripe entro la scadenza indicata.`,
    },
    partial_refund_in_dashboard: {
      happened: t`Una parte del pagamento è stata rimborsata dal pannello di Stripe; la prenotazione è rimasta com'era.`,
      todo: t`Verifica se la prenotazione va cambiata o annullata.`,
    },
    late_return: {
      happened: t`Le bici del noleggio sono state riconsegnate dopo l'orario concordato.`,
      todo: t`Decidi se chiedere la fascia di prezzo successiva (indicata in "Noleggi") e segna come risolto.`,
    },
  };

  const systemWords: Record<SystemProblemKind, Omit<AttentionProblem, 'key'>> = {
    webhook_signature_failed: {
      happened: t`Il sito ha rifiutato notifiche di Stripe perché la firma non era valida: i pagamenti potrebbero non confermare le prenotazioni.`,
      todo: t`Controlla che il segreto del webhook (STRIPE_WEBHOOK_SECRET) sia quello dell'endpoint nel pannello di Stripe; se lo è, qualcuno ha inviato notifiche false e non serve altro.`,
    },
    stripe_api_error: {
      happened: t`Stripe non ha risposto o ha rifiutato la chiave del sito: pagamenti e rimborsi di quel momento possono non essere riusciti.`,
      todo: t`Guarda lo stato di Stripe (status.stripe.com) e che la chiave segreta sia valida; poi controlla qui sotto rimborsi e prenotazioni da riprovare.`,
    },
    job_failed: {
      happened: t`Un lavoro automatico programmato (promemoria, rimborsi, invio e-mail…) si è interrotto con un errore.`,
      todo: t`Se si ripete ogni ora, avvisa chi gestisce il sito indicando il nome del lavoro; una volta sola di solito si risolve al giro successivo.`,
    },
    mail_given_up: {
      happened: t`Il server di posta ha rifiutato un'e-mail fino all'ultimo tentativo.`,
      todo: t`Inviala di nuovo dalla sua riga in questo elenco; se succede a molte e-mail, controlla le impostazioni del server di posta (SMTP).`,
    },
    payout_unmatched: {
      happened: t`Un versamento di Stripe contiene righe che il sito non riesce ad abbinare a una prenotazione, un buono o un noleggio.`,
      todo: t`Apri «Cassa», trova il versamento indicato e controlla le righe segnate nel pannello di Stripe; poi segna come risolto.`,
    },
  };

  /** A tour's participants or a rental's riders who have not signed by the day before. */
  const unsignedTomorrow = (missing: readonly string[], date: string) => {
    const names = missing.join(', ');
    const day = formatLongDate(date, locale);
    return t`Domani, ${day}: non hanno ancora firmato la liberatoria ${names}.`;
  };

  return (item) => {
    switch (item.kind) {
      case 'system_problem':
        return [{ key: item.problem.kind, ...systemWords[item.problem.kind] }];
      case 'booking':
        return item.reasons.map((reason) => ({ key: reason, ...reasonWords[reason] }));
      case 'mail_abandoned': {
        const { subject, attempts } = item.mail;
        return [
          {
            key: 'mail',
            happened: t`Un'e-mail non è stata recapitata dopo ${attempts} tentativi: «${subject}».`,
            todo: t`Inviala di nuovo, oppure contatta il destinatario in un altro modo e segna come risolto.`,
          },
        ];
      }
      case 'application_waiting': {
        const { fullName, waitingDays } = item.application;
        return [
          {
            key: 'application',
            happened: item.application.renewal
              ? t`Il rinnovo di ${fullName} aspetta la decisione del consiglio da ${plural(waitingDays, { one: '# giorno', other: '# giorni' })}.`
              : t`La domanda di ammissione di ${fullName} aspetta la decisione del consiglio da ${plural(waitingDays, { one: '# giorno', other: '# giorni' })}.`,
            todo: t`Decidi la domanda nella sezione Soci.`,
          },
        ];
      }
      case 'rental_late': {
        const { returnedAt, endsAt } = item.rental;
        const agreed = formatMoment(endsAt, locale);
        if (returnedAt) {
          const back = formatMoment(returnedAt, locale);
          return [
            {
              key: 'rental_late',
              happened: t`Le bici sono state riconsegnate il ${back}, dopo l'orario concordato (${agreed}).`,
              todo: t`Decidi con il cliente se chiedere la fascia di prezzo successiva.`,
            },
          ];
        }
        return [
          {
            key: 'rental_out',
            happened: t`Le bici non risultano riconsegnate: erano attese entro le 18:00 dell'ultimo giorno (${agreed}).`,
            todo: t`Chiama il cliente; quando le bici tornano, registra la riconsegna in «Noleggi».`,
          },
        ];
      }
      case 'rental_refund_failed': {
        const { reference } = item.rental;
        return [
          {
            key: 'rental_refund_failed',
            happened: t`Il noleggio è stato annullato ma Stripe non ha fatto il rimborso.`,
            todo: t`Riprova il rimborso; se non riesce ancora, fallo dal pannello di Stripe (il pagamento del noleggio ${reference}), poi segna come risolto.`,
          },
        ];
      }
      case 'rental_waiver_missing':
        return [
          {
            key: 'rental_waiver',
            happened: unsignedTomorrow(item.missing, item.rental.startDate),
            todo: t`Ricorda al cliente di far firmare i ciclisti con i link ricevuti, o raccogli le firme al banco prima di consegnare le bici.`,
          },
        ];
      case 'waiver_missing':
        return [
          {
            key: 'waiver',
            happened: unsignedTomorrow(item.missing, item.booking.selectedDate),
            todo: t`Ricorda al cliente di farla firmare con il link ricevuto, o raccogli la firma al ritrovo.`,
          },
        ];
    }
  };
}
