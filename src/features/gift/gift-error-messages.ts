import { msg } from '@lingui/core/macro';
import type { ContextMessages } from '@/lib/errors/error-messages';

/**
 * How opening a voucher's payment fails, in the buyer's words. Kept beside the form, not in the
 * shared table of error-messages.ts, so only /regala downloads these sentences; every other
 * reason (rate limit, payment service down, a delivery time refused) keeps its general sentence.
 */
export const GIFT_PURCHASE_ERRORS: ContextMessages = {
  own: {
    OFFLINE: msg`Per pagare serve una connessione a Internet. Quello che hai scritto resta nel modulo: riprova quando sei di nuovo online.`,
    INTERNAL: msg`Non è stato possibile aprire il pagamento. Nessun addebito: riprova tra poco.`,
  },
  otherwise: 'by-reason',
};
