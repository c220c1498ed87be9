import { msg } from '@lingui/core/macro';
import { REASON_MESSAGES, type ContextMessages } from '@/lib/errors/error-messages';

/**
 * How the "Hai un buono regalo?" field words a failure (its Apply, or a checkout refused for the
 * voucher). Kept here rather than in ERROR_CONTEXTS so its words load only with the field.
 */
export const VOUCHER_FIELD_MESSAGES: ContextMessages = {
  own: {
    RATE_LIMITED: msg`Troppi codici controllati in poco tempo. Attendi qualche minuto e riprova.`,
    OFFLINE: msg`Sei offline: per controllare il buono regalo serve una connessione a Internet.`,
    INVALID_INPUT: REASON_MESSAGES.VOUCHER_NOT_FOUND,
    INTERNAL: msg`Non è stato possibile controllare il buono regalo. Riprova tra poco.`,
  },
  otherwise: 'by-reason',
};
