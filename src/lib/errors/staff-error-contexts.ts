import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StaffOnlyReason } from '@/domain/api/errors';
import type { ContextMessages, FailureKind } from './error-messages';

/**
 * The staff area's words for failed calls, beside the public pages' in error-messages.ts and
 * read the same way (`errorMessage(error, STAFF_ERROR_CONTEXTS.admission)`): a table of its own
 * so the staff area's sentences never travel with a public page.
 */

/** The general sentence of each reason only staff calls meet, where a context has no word of its own. */
export const STAFF_REASON_MESSAGES: Readonly<Record<StaffOnlyReason, MessageDescriptor>> = {
  PERMISSION_DENIED: msg`Quest'operazione è riservata allo staff.`,
  MANAGER_ONLY: msg`Quest'operazione è riservata ai responsabili.`,
  EMAIL_NOT_VERIFIED: msg`Conferma il tuo indirizzo e-mail per usare l'area staff.`,
  DATE_IN_PAST: msg`Questa data è già passata: non si può annullare.`,
  SEARCH_TOO_SHORT: msg`Scrivi almeno 3 lettere o cifre da cercare.`,
  REFUND_ABOVE_PAID: msg`Il rimborso non può superare quanto il cliente ha pagato.`,
  BOOKING_NOT_PAID: msg`Questa prenotazione non è pagata: non c'è una conferma da inviare.`,
  DATE_HAS_BOOKINGS: msg`In questo giorno ci sono posti prenotati: non si può togliere né chiudere. Usa "Annulla data" o "Rinvia data", che avvisano i clienti.`,
  SEATS_BELOW_BOOKED: msg`In questo giorno sono già prenotati più posti: indica almeno quelli già prenotati.`,
  STOCK_BELOW_RENTED: msg`In alcuni giorni sono già noleggiate più unità di quante ne resterebbero: la modifica non è stata salvata.`,
  SCHEDULE_CHANGED: msg`Il calendario è stato modificato nel frattempo (da un altro responsabile o dalla console). Ricarica e riprova.`,
  SCHEDULE_UNREADABLE: msg`Il calendario di questo tour non si può leggere: va corretto nella console di Firebase.`,
  VOUCHER_NOT_DELIVERED: msg`Questo buono è programmato e non è ancora stato inviato: partirà da solo nel giorno e all'ora scelti.`,
  REASON_REQUIRED: msg`Il tour di questa prenotazione è già iniziato o il cliente è già stato registrato: scrivi il motivo per spostarla.`,
};

/**
 * What every staff context says unless it words it itself: a staff member whose session ended or
 * whose access was revoked must sign in again (the public pages' "reload the page" cannot help),
 * and a call that failed otherwise is tried again.
 */
const STAFF_DEFAULTS = {
  UNAUTHENTICATED: msg`La sessione è scaduta o l'accesso allo staff è stato revocato. Accedi di nuovo.`,
  INTERNAL: msg`Operazione non riuscita. Controlla la connessione e riprova.`,
} as const satisfies Partial<Record<FailureKind, MessageDescriptor>>;

/**
 * A staff context: its own words first, then the staff defaults and reasons', then each reason's
 * general one.
 */
export function staffContext(
  own: Partial<Record<FailureKind, MessageDescriptor>>,
): ContextMessages {
  return { own: { ...STAFF_REASON_MESSAGES, ...STAFF_DEFAULTS, ...own }, otherwise: 'by-reason' };
}

export const STAFF_ERROR_CONTEXTS = {
  /** The staff area: the roster, check-in, calling off a date, the activity log. */
  staff: staffContext({
    MANAGER_ONLY: msg`Solo i responsabili possono annullare una data.`,
  }),
  /** A date's roster in "Oggi", kept on the device: offline, only a date opened before shows. */
  roster: staffContext({
    OFFLINE: msg`Elenco non disponibile: serve la connessione la prima volta che apri una data.`,
  }),
  /** A date's rentals at the desk in "Noleggi", kept on the device like the roster. */
  rentalDay: staffContext({
    OFFLINE: msg`Elenco dei noleggi non disponibile: riprova quando c'è connessione.`,
  }),
  /** Cancelling one rental for bad weather at the desk ("Annulla per maltempo"). */
  rentalCancel: staffContext({
    MANAGER_ONLY: msg`Solo i responsabili possono annullare un noleggio.`,
    NOT_CANCELLABLE: msg`Questo noleggio non si può più annullare: le bici sono già uscite, oppure è già stato annullato. Aggiorna l'elenco.`,
    INTERNAL: msg`Operazione non riuscita. Controlla la connessione e riprova: un noleggio già annullato non si rimborsa due volte.`,
  }),
  /** Postponing a date for bad weather ("Rinvia data"). */
  postponement: staffContext({
    MANAGER_ONLY: msg`Solo i responsabili possono rinviare una data.`,
    DATE_IN_PAST: msg`Questa data è già passata: non si può rinviare.`,
    INVALID_DATE: msg`La nuova data non è prenotabile: scegli un giorno dopo oggi, con il preavviso del tour ed entro il periodo in cui si prenota.`,
    BOOKING_CLOSED: msg`Le prenotazioni online di questo tour sono sospese: riaprile prima di rinviare la data.`,
    INTERNAL: msg`Operazione non riuscita. Controlla la connessione e riprova: le prenotazioni già spostate non si spostano due volte.`,
  }),
  /** The rental stock in "Noleggi": bikes per size, out of service, add-ons. */
  rentalStock: staffContext({
    MANAGER_ONLY: msg`Solo i responsabili possono modificare le scorte del noleggio.`,
    NOT_FOUND: msg`Non trovato: qualcuno l'ha già modificato. Ricarica e riprova.`,
    INTERNAL: msg`Modifica non salvata. Controlla la connessione e riprova.`,
  }),
  /** Moving one booking to another date from the roster ("Cambia data"). */
  dateChange: staffContext({
    MANAGER_ONLY: msg`Solo i responsabili possono cambiare la data di una prenotazione.`,
    DATE_CHANGE_NOT_ALLOWED: msg`Si può spostare solo una prenotazione pagata.`,
    INTERNAL: msg`Operazione non riuscita. Controlla la connessione e riprova: una prenotazione già spostata non si sposta due volte.`,
  }),
  /** The member register in the staff area: reading, renewing, importing. */
  memberRegister: staffContext({
    MANAGER_ONLY: msg`Solo i responsabili possono consultare e modificare il registro soci.`,
    NOT_FOUND: msg`Questo socio non è più nel registro: aggiorna l'elenco.`,
    INVALID_INPUT: msg`Questo file non si può importare: è troppo grande o non è un file CSV.`,
    FEE_NOT_DUE: msg`La quota di quest'anno di questo socio è già registrata: aggiorna l'elenco.`,
  }),
  /** The board's decisions on membership applications in the staff area. */
  admission: staffContext({
    MANAGER_ONLY: msg`Solo i responsabili possono vedere e decidere le domande di ammissione.`,
    INVALID_INPUT: msg`Controlla la data della delibera (non può essere futura) e il motivo del rifiuto.`,
    INTERNAL: msg`Operazione non riuscita. Controlla la connessione e riprova: le domande già decise restano decise.`,
  }),
  /** "Calendario": reading and changing a tour's schedule. */
  calendar: staffContext({
    MANAGER_ONLY: msg`Solo i responsabili possono cambiare il calendario.`,
    DATE_IN_PAST: msg`Questo giorno è già passato: non si può cambiare.`,
    INVALID_DATE: msg`Questo cambiamento non vale più per il giorno: ricarica il calendario.`,
    SCHEDULE_CHANGED: msg`Il calendario era stato cambiato nel frattempo (da un altro responsabile o dalla console): ora è ricaricato. Controlla e riprova.`,
  }),
  /** "Cerca prenotazione": the search, a booking's story, resending and cancelling. */
  bookingSearch: staffContext({
    MANAGER_ONLY: msg`Solo i responsabili possono inviare di nuovo la conferma o annullare una prenotazione.`,
    NOT_FOUND: msg`Questa prenotazione non esiste più.`,
    INTERNAL: msg`Operazione non riuscita. Controlla la connessione e riprova: una prenotazione già annullata non viene rimborsata due volte.`,
  }),
  /** "Buoni": the voucher search, a voucher's changes, issuing by hand and the month's CSV. */
  vouchers: staffContext({
    MANAGER_ONLY: msg`Solo i responsabili possono vedere e gestire i buoni regalo.`,
    VOUCHER_NOT_FOUND: msg`Questo buono non esiste più: ripeti la ricerca.`,
    VOUCHER_VOID: msg`Questo buono è annullato: non si può prorogare né inviare di nuovo.`,
    INVALID_DATE: msg`Scegli un giorno dopo l'attuale scadenza, entro 5 anni da oggi.`,
    INTERNAL: msg`Operazione non riuscita. Controlla la connessione e riprova: la stessa operazione non viene registrata due volte.`,
  }),
  /** "Cassa": Stripe's payouts and their lines. */
  cassa: staffContext({
    MANAGER_ONLY: msg`Solo i responsabili possono vedere la cassa.`,
    NOT_FOUND: msg`Questo versamento non è ancora stato registrato: riprova tra poco.`,
    INTERNAL: msg`Lettura non riuscita. Controlla la connessione e riprova.`,
  }),
  /** "Ricevute": the accountant's files. */
  receipts: staffContext({
    MANAGER_ONLY: msg`Solo i responsabili possono scaricare le ricevute e la prima nota.`,
    INTERNAL: msg`Il file non è stato preparato. Controlla la connessione e riprova.`,
  }),
} as const satisfies Record<string, ContextMessages>;
