import { msg } from '@lingui/core/macro';
import type { ContextMessages } from '@/lib/errors/error-messages';

/** How /lista-attesa words a failed leaveWaitlist: the link is the waiting-list mail's. */
export const LEAVE_WAITLIST_ERRORS: ContextMessages = {
  own: {
    INVALID_LINK: msg`Questo link non è valido: forse è stato copiato solo in parte. Apri di nuovo il link "Esci dalla lista" dell'e-mail.`,
    NOT_FOUND: msg`Non troviamo questa iscrizione alla lista d'attesa: forse è già stata cancellata.`,
    OFFLINE: msg`Sei offline: per uscire dalla lista d'attesa serve una connessione a Internet.`,
    INTERNAL: msg`Non è stato possibile uscire dalla lista. Riprova tra poco.`,
  },
  otherwise: 'by-reason',
};
