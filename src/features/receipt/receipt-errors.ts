import { msg } from '@lingui/core/macro';
import type { ContextMessages } from '@/lib/errors/error-messages';

/** How /ricevuta words a failed read: a link that names no receipt says so. */
export const RECEIPT_ERRORS: ContextMessages = {
  own: {
    INVALID_LINK: msg`Questo link non apre nessuna ricevuta. Usa il link dell'e-mail di conferma o apri la ricevuta da "Le mie prenotazioni".`,
    INVALID_INPUT: msg`Questo link non apre nessuna ricevuta. Usa il link dell'e-mail di conferma o apri la ricevuta da "Le mie prenotazioni".`,
    INTERNAL: msg`Non è stato possibile leggere la ricevuta. Riprova tra poco.`,
  },
  otherwise: 'by-reason',
};
