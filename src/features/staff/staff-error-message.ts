import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ErrorReason } from '@/domain/api/errors';
import { CallableError } from '@/lib/firebase/callable-error';

/** What the staff area says when the server refuses a staff call, by the reason it gave. */
const STAFF_REFUSALS: Partial<Record<ErrorReason, MessageDescriptor>> = {
  UNAUTHENTICATED: msg`La sessione è scaduta o l'accesso allo staff è stato revocato. Accedi di nuovo.`,
  PERMISSION_DENIED: msg`Quest'operazione è riservata allo staff.`,
  MANAGER_ONLY: msg`Solo i responsabili possono annullare una data.`,
  EMAIL_NOT_VERIFIED: msg`Conferma il tuo indirizzo e-mail per usare l'area staff.`,
  DATE_IN_PAST: msg`Questa data è già passata: non si può annullare.`,
};

const FALLBACK = msg`Operazione non riuscita. Controlla la connessione e riprova.`;

export function staffErrorMessage(error: unknown): MessageDescriptor {
  return (error instanceof CallableError && STAFF_REFUSALS[error.reason]) || FALLBACK;
}
