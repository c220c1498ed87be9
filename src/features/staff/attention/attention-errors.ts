import { msg } from '@lingui/core/macro';
import { staffContext } from '@/lib/errors/staff-error-contexts';

/** How "Da controllare" words a failed action (retry, resend, "Risolto"). */
export const ATTENTION_ERRORS = staffContext({
  MANAGER_ONLY: msg`Solo i responsabili possono rimborsare, inviare di nuovo e segnare come risolto.`,
  NOT_FOUND: msg`Questa segnalazione non c'è più: aggiorna l'elenco.`,
});
