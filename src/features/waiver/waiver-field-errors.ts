import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  WAIVER_FIELDS,
  WAIVER_ISSUES,
  waiverSignatureFieldsSchema,
  waiverSignatureSchema,
  type WaiverField,
  type WaiverSignatureFields,
} from '@/domain/api/waiver';
import { fieldErrorsFrom, HIDDEN_CHARACTERS_ISSUES } from '@/ui/form/field-errors-from';

/** What each field needs: said when it is empty, and when the server refuses it without a why. */
const FIELD_NEEDS: Record<WaiverField, MessageDescriptor> = {
  signerName: msg`Scrivi nome e cognome del partecipante.`,
  birthDate: msg`Inserisci la data di nascita del partecipante.`,
  place: msg`Scrivi il luogo in cui firmi, per esempio la città.`,
  approveWaiver: msg`Per firmare, conferma di aver letto e accettato la liberatoria.`,
  approveSpecificClauses: msg`Per firmare, approva specificamente le clausole 2, 3, 4 e 5.`,
  guardianName: msg`Scrivi nome e cognome del genitore o tutore.`,
  guardianRelationship: msg`Indica se chi firma è un genitore o il tutore legale.`,
  guardianSignature: msg`Il genitore o tutore firma scrivendo qui il proprio nome e cognome.`,
};

/** The schema's other issue codes (WAIVER_ISSUES), the same on whichever field they fall. */
const ISSUE_MESSAGES: Record<string, MessageDescriptor> = {
  [WAIVER_ISSUES.date]: msg`Inserisci una data valida.`,
  [WAIVER_ISSUES.birthDateOutOfRange]: msg`Controlla la data di nascita: non può essere dopo la data del tour.`,
  [WAIVER_ISSUES.signatureMismatch]: msg`La firma deve essere il nome e cognome del genitore o tutore, scritto come sopra.`,
  ...HIDDEN_CHARACTERS_ISSUES,
};

const FIELDS = new Set<string>(WAIVER_FIELDS);

/**
 * The form field a path names: the form's own ('birthDate'), or the server's, nested in its
 * request ('signature.birthDate'). Anything else (the token, the text's version) is no field.
 */
export function waiverFieldOf(path: string): WaiverField | undefined {
  const last = path.split('.').at(-1) ?? '';
  return FIELDS.has(last) ? (last as WaiverField) : undefined;
}

const messages = { fields: FIELD_NEEDS, issues: ISSUE_MESSAGES, fieldOf: waiverFieldOf };

/**
 * The fields the server would refuse, checked with its own schema for the tour's date: each
 * marked with what it needs, or why its value is wrong. Empty when the signature can be sent.
 */
export const invalidWaiverFields = (fields: WaiverSignatureFields, tourDate: string) =>
  fieldErrorsFrom<WaiverSignatureFields, WaiverField>(
    waiverSignatureSchema(tourDate),
    messages,
  ).check(fields);

/** Fields a server's refusal named (`details.fields`): each says what it needs. */
export const refusedWaiverFields = fieldErrorsFrom<WaiverSignatureFields, WaiverField>(
  waiverSignatureFieldsSchema,
  messages,
).refused;
