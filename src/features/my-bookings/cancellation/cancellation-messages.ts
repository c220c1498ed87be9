import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { MANAGE_LINK_DAYS_AFTER_TOUR } from '@/domain/manage-link';
import { CallableError } from '@/lib/firebase/callable-error';

const BY_REASON: Partial<Record<string, MessageDescriptor>> = {
  INVALID_LINK: msg`Questo link non è valido. Usa il link dell'e-mail di conferma, oppure accedi e apri "Le mie prenotazioni".`,
  LINK_NO_LONGER_VALID: msg`Questo link non è più valido: la prenotazione è stata annullata o rimborsata, oppure il tour è passato da più di ${MANAGE_LINK_DAYS_AFTER_TOUR} giorni. Se hai prenotato con un account, la trovi in "Le mie prenotazioni".`,
  NOT_FOUND: msg`Prenotazione non trovata tra le tue.`,
  UNAUTHENTICATED: msg`Accedi per gestire le tue prenotazioni, oppure usa il link dell'e-mail di conferma.`,
  NOT_CANCELLABLE: msg`Questa prenotazione non si può più annullare.`,
};

/** A failed load or cancel, in words for the visitor. */
export function cancellationErrorMessage(error: unknown): MessageDescriptor {
  const reason = error instanceof CallableError ? error.reason : 'INTERNAL';
  return (
    BY_REASON[reason] ??
    msg`Non è stato possibile completare l'operazione. Controlla la connessione e riprova.`
  );
}
