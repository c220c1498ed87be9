import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ErrorReason, PublicReason } from '@/domain/api/errors';
import { MANAGE_LINK_DAYS_AFTER_TOUR } from '@/domain/manage-link';
import { CallableError } from '@/lib/firebase/callable-error';

/**
 * The one place where a failed call becomes words for a person. The server names every failure
 * with a reason (src/domain/api/errors.ts, `details.reason`); this module maps each reason to its
 * Italian sentence (English in src/locales/en.po), with a few contexts that word some failures
 * their own way. Nothing here, nor in any feature, reads the text of an error.
 */

/** What went wrong: the server's reason, or OFFLINE when the call never reached a server. */
export type FailureKind = ErrorReason | 'OFFLINE';

/** The spec's key for a name the register does not know (requirements §8), shared with the box. */
export const MEMBER_NOT_FOUND_MESSAGE = msg({
  id: 'memberNotFound',
  message:
    'Nessun socio registrato con questo nome. Controlla di averlo scritto come nella tua iscrizione; se non sei ancora socio, iscriviti dalla pagina Modulistica oppure contattaci.',
});

/**
 * The sentence of each reason a public page may meet, wherever a context does not word it
 * otherwise. The staff-only reasons are worded in the staff area's own table.
 */
export const REASON_MESSAGES: Readonly<Record<PublicReason, MessageDescriptor>> = {
  // The spec's checkout catalogue (§8), word for word.
  INVALID_DATE: msg`La data selezionata non è valida per questo tour`,
  CAPACITY_EXCEEDED: msg`Non ci sono abbastanza posti disponibili per questa data`,
  MISSING_FIELDS: msg`Alcuni campi obbligatori non sono stati compilati`,
  INVALID_INPUT: msg`Alcuni campi obbligatori non sono stati compilati`,
  TOO_MANY_HOLDS: msg`Hai già due prenotazioni o noleggi in attesa di pagamento. Completa il pagamento o attendi mezz'ora che scadano, poi riprova.`,
  BOOKING_CLOSED: msg`La prenotazione online di questo tour è sospesa. Contattaci per prenotare.`,
  MEMBER_NOT_FOUND: MEMBER_NOT_FOUND_MESSAGE,
  MEMBERSHIP_LAPSED: msg`La tua iscrizione all'associazione non è valida per la data scelta: rinnovala dalla pagina Modulistica per prenotare.`,
  // The spec's submit checks (§5): the server refuses with the browser's own words.
  TERMS_NOT_ACCEPTED: msg`È necessario accettare i termini e condizioni per procedere`,
  MEDICAL_CERT_REQUIRED: msg`È necessario dichiarare di possedere un certificato medico valido`,
  RATE_LIMITED: msg`Troppe richieste in poco tempo. Attendi qualche minuto e riprova.`,
  PAYMENT_PROVIDER_UNAVAILABLE: msg`Il servizio di pagamento non risponde in questo momento. Riprova tra poco.`,
  NOT_FOUND: msg`Prenotazione non trovata.`,
  UNAUTHENTICATED: msg`La sessione non è più valida. Ricarica la pagina e riprova.`,
  NOT_CANCELLABLE: msg`Questa prenotazione non si può più annullare.`,
  INVALID_LINK: msg`Questo link non è valido. Usa il link dell'e-mail di conferma, oppure accedi e apri "Le mie prenotazioni".`,
  LINK_NO_LONGER_VALID: msg`Questo link non è più valido: la prenotazione è stata annullata o rimborsata, oppure il tour è passato da più di ${MANAGE_LINK_DAYS_AFTER_TOUR} giorni. Se hai prenotato con un account, la trovi in "Le mie prenotazioni".`,
  WAIVER_ALREADY_SIGNED: msg`La liberatoria di questo partecipante è già firmata: una firma non si può modificare.`,
  WAIVER_TEXT_CHANGED: msg`Il testo della liberatoria è stato aggiornato mentre lo leggevi: leggi la nuova versione e firma di nuovo.`,
  DATE_CHANGE_NOT_ALLOWED: msg`La data si può cambiare gratuitamente solo fino a 72 ore prima della partenza. Puoi ancora annullare la prenotazione alle condizioni dei termini.`,
  WAITLIST_OFFER_ENDED: msg`Quest'offerta non è più valida: i posti non sono più riservati per te. Se la data ha ancora posti liberi puoi prenotarli normalmente.`,
  ALREADY_ON_WAITLIST: msg`Questo indirizzo e-mail è già in lista d'attesa per questa data.`,
  TOO_MANY_MAILS_TO_ADDRESS: msg`Questo indirizzo ha già ricevuto oggi tutte le e-mail che possiamo inviargli. Riprova domani.`,
  VOUCHER_NOT_FOUND: msg`Nessun buono regalo con questo codice. Controlla di averlo scritto come sul buono.`,
  VOUCHER_EXPIRED: msg`Questo buono regalo è scaduto.`,
  VOUCHER_VOID: msg`Questo buono regalo è stato annullato. Contattaci per informazioni.`,
  VOUCHER_EMPTY: msg`Questo buono regalo è già stato usato per intero.`,
  INVALID_DELIVERY_TIME: msg`Scegli un giorno e un'ora futuri, entro un anno.`,
  FEE_NOT_DUE: msg`La quota di questa domanda è già pagata, oppure il Consiglio Direttivo ha già deciso sulla domanda.`,
  INTERNAL: msg`Si è verificato un errore. Riprova più tardi.`,
};

export interface ContextMessages {
  /** Failures this context words its own way. */
  own: Partial<Record<FailureKind, MessageDescriptor>>;
  /**
   * Every other failure: 'by-reason' gives each reason its general sentence (and OFFLINE the
   * context's INTERNAL one); a message gives that one sentence for all of them.
   */
  otherwise: 'by-reason' | MessageDescriptor;
}

/** Where a failure is shown; each entry is a place whose words the spec or the page asks for. */
export const ERROR_CONTEXTS = {
  /** The booking card's checkout (spec §8: a generic sentence when nothing better is known). */
  booking: {
    own: {
      INTERNAL: msg`Si è verificato un errore durante la prenotazione`,
      OFFLINE: msg`Per prenotare serve una connessione a Internet. I dati inseriti restano nel modulo: riprova quando sei di nuovo online.`,
    },
    otherwise: 'by-reason',
  },
  /** The booking card's Verify button: the spec treats any failure as a verification error. */
  memberCheck: {
    own: {
      RATE_LIMITED: msg`Troppi tentativi di verifica in poco tempo. Attendi qualche minuto e riprova.`,
      OFFLINE: msg`Sei offline: per verificare l'iscrizione serve una connessione a Internet.`,
    },
    otherwise: msg({
      id: 'verificationError',
      message: 'Errore durante la verifica. Contattaci per assistenza.',
    }),
  },
  /** Opening or cancelling a booking, by manage link or from "Le mie prenotazioni". */
  manageBooking: {
    own: {
      NOT_FOUND: msg`Prenotazione non trovata tra le tue.`,
      UNAUTHENTICATED: msg`Accedi per gestire le tue prenotazioni, oppure usa il link dell'e-mail di conferma.`,
      INTERNAL: msg`Non è stato possibile completare l'operazione. Controlla la connessione e riprova.`,
    },
    otherwise: 'by-reason',
  },
  /** The list of one's bookings and a ticket. */
  myBookings: {
    own: {
      UNAUTHENTICATED: msg`La sessione è scaduta: esci e accedi di nuovo per vedere le tue prenotazioni.`,
    },
    otherwise: msg`Non è stato possibile caricare le prenotazioni. Controlla la connessione e riprova.`,
  },
  /** The contact form. */
  contact: {
    own: {
      RATE_LIMITED: msg`Hai inviato troppi messaggi in poco tempo. Riprova tra qualche minuto.`,
    },
    otherwise: msg`Non è stato possibile inviare il messaggio. Riprova più tardi.`,
  },
  /** A renewal asked from the booking card (a lapsed member) or from the reminder's link. */
  renewal: {
    own: {
      MEMBER_NOT_FOUND: msg`Non troviamo questo nome nel registro dei soci: scrivilo come nella tua iscrizione, oppure contattaci.`,
      INVALID_LINK: msg`Questo link di rinnovo non è valido: forse è stato copiato solo in parte. Apri di nuovo il link dell'e-mail, oppure rinnova dalla scheda di prenotazione di un tour o contattaci.`,
      LINK_NO_LONGER_VALID: msg`Questo link di rinnovo non vale più: l'iscrizione è cambiata dopo l'invio del promemoria (forse è già stata rinnovata). Per rinnovare ancora usa la scheda di prenotazione di un tour, con il tuo nome e la tua e-mail, oppure contattaci.`,
      OFFLINE: msg`Sei offline: per rinnovare l'iscrizione serve una connessione a Internet.`,
      INTERNAL: msg`Non è stato possibile inviare la richiesta di rinnovo. Riprova più tardi.`,
    },
    otherwise: 'by-reason',
  },
  /** A participant's waiver, signed from their own link (/liberatoria). */
  waiver: {
    own: {
      INVALID_LINK: msg`Questo link per firmare la liberatoria non è valido: forse è stato copiato solo in parte. Chiedi di nuovo il link a chi ha prenotato, oppure firma al punto di ritrovo.`,
      LINK_NO_LONGER_VALID: msg`Questo link per firmare la liberatoria non vale più: la prenotazione è stata annullata, oppure il tour è già passato.`,
      OFFLINE: msg`Sei offline: per firmare la liberatoria serve una connessione a Internet. Quello che hai scritto resta nel modulo.`,
      INTERNAL: msg`Non è stato possibile registrare la firma. Riprova tra poco.`,
    },
    otherwise: 'by-reason',
  },
  /** The membership application: the spec's one sentence for a failed call. */
  membership: {
    own: {},
    otherwise: REASON_MESSAGES.INTERNAL,
  },
  /** Paying the membership fee of an application, and reading whether it is paid. */
  membershipFee: {
    own: {
      NOT_FOUND: msg`Non troviamo questa domanda di ammissione. Contattaci per pagare la quota.`,
      OFFLINE: msg`Sei offline: per pagare la quota serve una connessione a Internet.`,
      INTERNAL: msg`Non è stato possibile aprire il pagamento della quota. Riprova tra poco.`,
    },
    otherwise: 'by-reason',
  },
} as const satisfies Record<string, ContextMessages>;

export type ErrorContext = keyof typeof ERROR_CONTEXTS;

/**
 * The kind of a failed call. The Firebase SDK reports a request that got no answer at all (HTTP
 * status 0) as 'internal'; the carrier knows it (`CallableError.unreachable`).
 */
export function failureKind(error: unknown): FailureKind {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'OFFLINE';
  if (!(error instanceof CallableError)) return 'INTERNAL';
  return error.unreachable ? 'OFFLINE' : error.reason;
}

/**
 * The words for a failure kind, as one context says it: a context of the public pages by name, or
 * a staff area's own table (src/lib/errors/staff-error-contexts.ts, kept out of public pages).
 */
export function messageFor(
  kind: FailureKind,
  context: ErrorContext | ContextMessages,
): MessageDescriptor {
  const { own, otherwise }: ContextMessages =
    typeof context === 'string' ? ERROR_CONTEXTS[context] : context;
  const worded = own[kind];
  if (worded) return worded;
  if (otherwise !== 'by-reason') return otherwise;
  // Offline, and a staff-only reason met by a public page's call (a staff context words those
  // itself), the context says its sentence for a failure of ours.
  const general: Partial<Record<FailureKind, MessageDescriptor>> = REASON_MESSAGES;
  return general[kind] ?? own.INTERNAL ?? REASON_MESSAGES.INTERNAL;
}

/** The words for a failed call in one context. */
export function errorMessage(
  error: unknown,
  context: ErrorContext | ContextMessages,
): MessageDescriptor {
  return messageFor(failureKind(error), context);
}
