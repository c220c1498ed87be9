import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

const WRONG_CREDENTIALS = msg`E-mail o password non corretti.`;

/** Firebase Auth codes the person can act on, in their language. */
const KNOWN_CODES: Record<string, MessageDescriptor> = {
  'auth/wrong-password': WRONG_CREDENTIALS,
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/invalid-login-credentials': WRONG_CREDENTIALS,
  'auth/user-not-found': WRONG_CREDENTIALS,
  'auth/email-already-in-use': msg`Esiste già un account con questa e-mail. Accedi o reimposta la password.`,
  'auth/weak-password': msg`La password è troppo debole: usa almeno 6 caratteri.`,
  'auth/too-many-requests': msg`Troppi tentativi. Attendi qualche minuto e riprova.`,
  'auth/invalid-email': msg`L’indirizzo e-mail non è valido.`,
  'auth/missing-password': msg`Inserisci la password.`,
  'auth/user-disabled': msg`Questo account è stato disattivato. Contattaci per assistenza.`,
  'auth/network-request-failed': msg`Nessuna connessione. Controlla la rete e riprova.`,
};

const GENERIC = msg`Si è verificato un errore. Riprova.`;

/** The service's message, translated where Firebase gives a code we know. */
export function authErrorMessage(error: unknown, i18n: I18n): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const known = typeof code === 'string' ? KNOWN_CODES[code] : undefined;
  if (known) return i18n._(known);
  if (typeof message === 'string' && message.trim()) return message;
  return i18n._(GENERIC);
}
