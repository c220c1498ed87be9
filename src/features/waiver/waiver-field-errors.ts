import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  WAIVER_FIELDS,
  WAIVER_ISSUES,
  waiverSignatureSchema,
  type WaiverField,
  type WaiverSignatureFields,
} from '@/domain/api/waiver';
import { HIDDEN_CHARACTERS_ISSUE } from '@/domain/api/text';
import { HIDDEN_CHARACTERS_MESSAGE } from '@/ui/form/hidden-characters-message';

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
  [HIDDEN_CHARACTERS_ISSUE]: HIDDEN_CHARACTERS_MESSAGE,
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

export type WaiverFieldErrors = Partial<Record<WaiverField, MessageDescriptor>>;

/**
 * The fields the server would refuse, checked with its own schema for the tour's date: each
 * marked with what it needs, or why its value is wrong. Empty when the signature can be sent.
 */
export function invalidWaiverFields(
  fields: WaiverSignatureFields,
  tourDate: string,
): WaiverFieldErrors {
  const result = waiverSignatureSchema(tourDate).safeParse(fields);
  if (result.success) return {};
  const errors: WaiverFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = waiverFieldOf(issue.path.join('.'));
    if (!field || errors[field]) continue;
    errors[field] = ISSUE_MESSAGES[issue.message] ?? FIELD_NEEDS[field];
  }
  return errors;
}

/** Fields a server's refusal named (`details.fields`): each says what it needs. */
export function refusedWaiverFields(paths: readonly string[]): WaiverFieldErrors {
  const errors: WaiverFieldErrors = {};
  for (const path of paths) {
    const field = waiverFieldOf(path);
    if (field) errors[field] = FIELD_NEEDS[field];
  }
  return errors;
}
