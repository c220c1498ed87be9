import { msg } from '@lingui/core/macro';
import type { ContextMessages } from '@/lib/errors/error-messages';

/**
 * How /buono words a failed look-up: an unknown code and too many calls by their general
 * sentences, offline its own (the copy on the device already covers a code seen before). Kept
 * here, not in the shared table, so the form pages do not carry it.
 */
export const VOUCHER_LOOKUP_ERRORS: ContextMessages = {
  own: {
    OFFLINE: msg`Sei offline e questo buono non è ancora stato aperto su questo dispositivo. Riprova quando sei di nuovo online: da allora lo vedrai anche senza connessione.`,
    INVALID_INPUT: msg`Nessun buono regalo con questo codice. Controlla di averlo scritto come sul buono.`,
    INTERNAL: msg`Non è stato possibile leggere il buono. Riprova tra poco.`,
  },
  otherwise: 'by-reason',
};
