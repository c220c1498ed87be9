import { msg } from '@lingui/core/macro';
import { MANAGE_LINK_DAYS_AFTER_TOUR } from '@/domain/manage-link';
import type { ContextMessages } from '@/lib/errors/error-messages';

/**
 * Opening, moving or cancelling a rental by the confirmation's "Gestisci il noleggio" link: its
 * own words, kept with the page so no other page carries them.
 */
export const MANAGE_RENTAL_ERRORS: ContextMessages = {
  own: {
    NOT_FOUND: msg`Noleggio non trovato tra i tuoi.`,
    INVALID_LINK: msg`Questo link non è valido. Usa il link "Gestisci il noleggio" dell'e-mail di conferma.`,
    LINK_NO_LONGER_VALID: msg`Questo link non è più valido: il noleggio è stato annullato o rimborsato, oppure è finito da più di ${MANAGE_LINK_DAYS_AFTER_TOUR} giorni.`,
    NOT_CANCELLABLE: msg`Questo noleggio non si può più annullare.`,
    DATE_CHANGE_NOT_ALLOWED: msg`Le date si possono cambiare gratuitamente solo fino a 72 ore prima del ritiro. Puoi ancora annullare il noleggio alle condizioni dei termini.`,
    INVALID_DATE: msg`Il noleggio non può iniziare in questo giorno (per esempio: troppo vicino, o non è il giorno della settimana della formula). Scegline un altro.`,
    CAPACITY_EXCEEDED: msg`In quei giorni non ci sono abbastanza bici o accessori liberi. Scegli un altro giorno.`,
    OFFLINE: msg`Sei offline: per gestire il noleggio serve una connessione a Internet.`,
    INTERNAL: msg`Non è stato possibile completare l'operazione. Controlla la connessione e riprova.`,
  },
  otherwise: 'by-reason',
};
