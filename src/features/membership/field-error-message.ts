import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { MEMBERSHIP_ISSUES } from '@/domain/api/membership';
import { HIDDEN_CHARACTERS_ISSUE } from '@/domain/api/text';
import { HIDDEN_CHARACTERS_MESSAGE } from '@/ui/form/hidden-characters-message';
import type { MembershipField } from './membership-values';

const MESSAGES: Record<string, MessageDescriptor> = {
  [MEMBERSHIP_ISSUES.required]: msg`Campo obbligatorio`,
  [MEMBERSHIP_ISSUES.email]: msg`Inserisci un indirizzo email valido`,
  [MEMBERSHIP_ISSUES.date]: msg`Inserisci una data valida`,
  [MEMBERSHIP_ISSUES.province]: msg`Inserisci la sigla della provincia: 2 lettere, per esempio VR`,
  [MEMBERSHIP_ISSUES.country]: msg`Scegli il paese di residenza dall'elenco`,
  [MEMBERSHIP_ISSUES.taxCodeLength]: msg`Il codice fiscale deve avere 16 caratteri`,
  [MEMBERSHIP_ISSUES.taxCodeFormat]: msg`Il codice fiscale non ha un formato valido: controlla lettere e numeri`,
  [HIDDEN_CHARACTERS_ISSUE]: HIDDEN_CHARACTERS_MESSAGE,
  [MEMBERSHIP_ISSUES.taxCodeCheck]: msg`Il codice fiscale non è valido: il carattere di controllo non corrisponde. Controlla di averlo scritto correttamente`,
};

/** Each required field says what it needs, so a visitor never has to guess from a generic note. */
const REQUIRED: Partial<Record<MembershipField, MessageDescriptor>> = {
  fullName: msg`Inserisci nome e cognome`,
  email: msg`Inserisci il tuo indirizzo email`,
  phone: msg`Inserisci un numero di telefono`,
  taxCode: msg`Inserisci il codice fiscale: è richiesto a chi risiede in Italia`,
  documentType: msg`Scegli il tipo di documento: chi risiede fuori dall'Italia indica un documento di identità`,
  documentNumber: msg`Inserisci il numero del documento di identità`,
  birthPlace: msg`Inserisci il luogo di nascita`,
  birthDate: msg`Inserisci la data di nascita`,
  address: msg`Inserisci l'indirizzo di residenza`,
  city: msg`Inserisci la città di residenza`,
  postalCode: msg`Inserisci il CAP`,
  province: msg`Inserisci la sigla della provincia, per esempio VR`,
  minorName: msg`Inserisci nome e cognome del minore`,
  minorTaxCode: msg`Inserisci il codice fiscale del minore`,
  minorDocumentType: msg`Scegli il tipo di documento del minore`,
  minorDocumentNumber: msg`Inserisci il numero del documento del minore`,
  parentName: msg`Inserisci nome e cognome del genitore o tutore`,
  parentTaxCode: msg`Inserisci il codice fiscale del genitore o tutore`,
  parentDocumentType: msg`Scegli il tipo di documento del genitore o tutore`,
  parentDocumentNumber: msg`Inserisci il numero del documento del genitore o tutore`,
};

/** A field the server refused without saying why (its own check of the same schema). */
const REFUSED = msg`Il valore non è stato accettato: controllalo`;

/** The translated text of a schema issue code (see MEMBERSHIP_ISSUES) on a field. */
export function fieldErrorMessage(field: MembershipField, code: string): MessageDescriptor {
  if (code === MEMBERSHIP_ISSUES.required) return REQUIRED[field] ?? MESSAGES[code]!;
  return MESSAGES[code] ?? REFUSED;
}
