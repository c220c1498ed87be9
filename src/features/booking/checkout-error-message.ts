import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ErrorReason } from '@/domain/api/errors';
import { CallableError } from '@/lib/firebase/callable-error';
import { MEMBERSHIP_MESSAGES } from './membership-messages';
import { isOfflineFailure } from './offline-failure';

interface CheckoutErrorNotice {
  title: MessageDescriptor;
  /** A translated text, or the server's own message shown as received (requirements §8). */
  description: MessageDescriptor | string;
  /** Seats changed under the visitor's feet: the remaining-places data must be fetched again. */
  refreshAvailability: boolean;
  /** The remedy is on the forms page: joining or renewing the membership. */
  pointsToFormsPage?: boolean;
}

const BOOKING_ERROR_TITLE = msg`Errore di prenotazione`;

const REASON_MESSAGES: Partial<Record<ErrorReason, MessageDescriptor>> = {
  INVALID_DATE: msg`La data selezionata non è valida per questo tour`,
  CAPACITY_EXCEEDED: msg`Non ci sono abbastanza posti disponibili per questa data`,
  BOOKING_CLOSED: msg`La prenotazione online di questo tour è sospesa. Contattaci per prenotare.`,
  MISSING_FIELDS: msg`Alcuni campi obbligatori non sono stati compilati`,
  INVALID_INPUT: msg`Alcuni campi obbligatori non sono stati compilati`,
  MEMBER_NOT_FOUND: MEMBERSHIP_MESSAGES.memberNotFound,
  MEMBERSHIP_LAPSED: MEMBERSHIP_MESSAGES.lapsed,
  TERMS_NOT_ACCEPTED: msg`È necessario accettare i termini e condizioni per procedere`,
  MEDICAL_CERT_REQUIRED: msg`È necessario dichiarare di possedere un certificato medico valido`,
  RATE_LIMITED: msg`Troppe richieste in poco tempo. Attendi qualche minuto e riprova.`,
  PAYMENT_PROVIDER_UNAVAILABLE: msg`Il servizio di pagamento non risponde in questo momento. Riprova tra poco.`,
};

/** The spec matches errors by the content of their message; reason codes came later. */
const CODES_IN_MESSAGES = ['INVALID_DATE', 'CAPACITY_EXCEEDED', 'MISSING_FIELDS'] as const;

function reasonOf(error: CallableError): ErrorReason {
  if (error.reason !== 'INTERNAL') return error.reason;
  return CODES_IN_MESSAGES.find((code) => error.message.includes(code)) ?? 'INTERNAL';
}

/** The SDK appends the HTTP status ("… [400]"); bare codes ("INTERNAL") say nothing to a person. */
function serverText(error: CallableError): string {
  const text = error.message.replace(/\s*\[\d+\]$/, '').trim();
  return /^[a-z_-]+$/i.test(text) ? '' : text;
}

/** Maps a failed createCheckoutSession call to the notice of the spec's error catalogue (§8). */
export function checkoutErrorNotice(error: unknown): CheckoutErrorNotice {
  const notice = (description: MessageDescriptor | string, refreshAvailability = false) => ({
    title: BOOKING_ERROR_TITLE,
    description,
    refreshAvailability,
  });
  if (isOfflineFailure(error)) {
    return {
      title: msg`Nessuna connessione`,
      description: msg`Per prenotare serve una connessione a Internet. I dati inseriti restano nel modulo: riprova quando sei di nuovo online.`,
      refreshAvailability: false,
    };
  }
  const generic = msg`Si è verificato un errore durante la prenotazione`;
  if (!(error instanceof CallableError)) return notice(generic);
  // call-function reports an answer without a usable checkout address this way.
  if (error.code === 'invalid-response') return notice(msg`URL di checkout non ricevuta`);
  const reason = reasonOf(error);
  const known = REASON_MESSAGES[reason];
  // The schedule or the seats changed under the visitor's feet: ask for them again.
  if (known) {
    return {
      ...notice(known, ['CAPACITY_EXCEEDED', 'INVALID_DATE', 'BOOKING_CLOSED'].includes(reason)),
      pointsToFormsPage: reason === 'MEMBER_NOT_FOUND' || reason === 'MEMBERSHIP_LAPSED',
    };
  }
  return notice(serverText(error) || generic);
}
