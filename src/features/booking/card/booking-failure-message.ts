import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Locale } from '@/domain/locale';
import { upcomingDates, type Schedule } from '@/domain/schedule';
import { REASON_MESSAGES } from '@/lib/errors/error-messages';
import { describeTourDays } from './format-dates';
import type { BookingFailure, GatingFailure } from './validate-booking';

interface NoticeText {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

function dateNotAllowed(
  verdict: Extract<BookingFailure, { code: 'date-not-allowed' }>['verdict'],
  schedule: Schedule,
  now: Date,
  locale: Locale,
): MessageDescriptor {
  switch (verdict) {
    case 'full':
      return msg`Questa data è al completo.`;
    case 'past':
      return msg`La data selezionata è già passata: scegline un'altra.`;
    case 'invalid':
      return REASON_MESSAGES.INVALID_DATE;
    case 'not-offered': {
      const days = describeTourDays(schedule, now, locale);
      if (schedule.weekdays.length > 0) return msg`Questo tour si può prenotare solo di ${days}.`;
      return upcomingDates(schedule, now).length > 0
        ? msg`Questo evento si svolge solo in queste date: ${days}.`
        : msg`Al momento non ci sono date prenotabili per questo evento.`;
    }
    case 'closed':
      return msg`In questa data il tour non si svolge: scegline un'altra.`;
    case 'too-soon': {
      const hours = schedule.leadHours;
      return msg`Si prenota almeno ${hours} ore prima della partenza: scegli una data successiva.`;
    }
    case 'too-far': {
      const days = schedule.horizonDays;
      return msg`Si può prenotare fino a ${days} giorni prima: scegli una data più vicina.`;
    }
  }
}

/**
 * The destructive notice of a failed submit check, with the spec's texts (§5); a check the server
 * repeats takes the sentence of its reason, so the card and the server say it the same way.
 */
export function bookingFailureMessage(
  failure: BookingFailure,
  schedule: Schedule,
  now: Date,
  locale: Locale,
): NoticeText {
  switch (failure.code) {
    case 'date-required':
      return {
        title: msg`Data richiesta`,
        description: msg`Seleziona una data per la prenotazione.`,
      };
    case 'date-not-allowed':
      return {
        title: msg`Data non disponibile`,
        description: dateNotAllowed(failure.verdict, schedule, now, locale),
      };
    case 'capacity-exceeded': {
      const { remaining } = failure;
      return {
        title: msg`Capienza limitata`,
        description: msg`Non ci sono abbastanza posti disponibili per questa data. Posti rimanenti: ${remaining}`,
      };
    }
    default:
      return gatingFailureMessage(failure);
  }
}

/** The notice of a failed members-only check, for the tour card and the rental panel alike. */
export function gatingFailureMessage(failure: GatingFailure): NoticeText {
  switch (failure.code) {
    case 'member-box-unchecked':
      return {
        title: msg`Verifica socio richiesta`,
        description: msg`Per prenotare è necessario essere soci dell'associazione. Iscriviti con il modulo nella pagina Modulistica.`,
      };
    case 'member-not-verified':
      return {
        title: msg`Verifica socio richiesta`,
        description: msg`Inserisci il tuo nome e verifica la tua iscrizione`,
      };
    case 'terms-not-accepted':
      return {
        title: msg`Termini e condizioni`,
        description: REASON_MESSAGES.TERMS_NOT_ACCEPTED,
      };
    case 'medical-not-declared':
      return {
        title: msg`Certificato medico`,
        description: REASON_MESSAGES.MEDICAL_CERT_REQUIRED,
      };
  }
}
