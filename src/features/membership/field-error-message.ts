import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { MEMBERSHIP_ISSUES } from '@/domain/api/membership';

const MESSAGES: Record<string, MessageDescriptor> = {
  [MEMBERSHIP_ISSUES.required]: msg`Campo obbligatorio`,
  [MEMBERSHIP_ISSUES.email]: msg`Inserisci un indirizzo email valido`,
  [MEMBERSHIP_ISSUES.date]: msg`Inserisci una data valida`,
  [MEMBERSHIP_ISSUES.province]: msg`Inserisci la sigla della provincia: 2 lettere, per esempio VR`,
  [MEMBERSHIP_ISSUES.taxCodeLength]: msg`Il codice fiscale deve avere 16 caratteri`,
  [MEMBERSHIP_ISSUES.taxCodeFormat]: msg`Il codice fiscale non ha un formato valido: controlla lettere e numeri`,
  [MEMBERSHIP_ISSUES.taxCodeCheck]: msg`Il codice fiscale non è valido: il carattere di controllo non corrisponde. Controlla di averlo scritto correttamente`,
};

const FALLBACK = msg`Valore non valido`;

/** The translated text of a schema issue code (see MEMBERSHIP_ISSUES). */
export function fieldErrorMessage(code: string): MessageDescriptor {
  return MESSAGES[code] ?? FALLBACK;
}
