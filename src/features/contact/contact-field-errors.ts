import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { contactRequestSchema, type ContactRequest } from '@/domain/api/contact';
import { HIDDEN_CHARACTERS_ISSUE } from '@/domain/api/text';
import { HIDDEN_CHARACTERS_MESSAGE } from '@/ui/form/hidden-characters-message';

export type ContactField = Exclude<keyof ContactRequest, 'locale'>;

/** What the visitor can fix in each field, whether the form or the server found the problem. */
export const CONTACT_FIELD_MESSAGES: Record<ContactField, MessageDescriptor> = {
  name: msg`Scrivi il tuo nome.`,
  email: msg`Inserisci un indirizzo email valido, per esempio nome@esempio.it.`,
  phone: msg`Controlla il numero di telefono: una sola riga, al massimo 40 caratteri.`,
  subject: msg`Scegli un argomento dall'elenco.`,
  message: msg`Scrivi il tuo messaggio.`,
};

const FIELDS = new Set<string>(Object.keys(CONTACT_FIELD_MESSAGES));

export function isContactField(field: string): field is ContactField {
  return FIELDS.has(field);
}

/** The message each refused field shows. */
export type ContactFieldErrors = Partial<Record<ContactField, MessageDescriptor>>;

/** Fields the server refused (it names them, not why): each says what the field needs. */
export function refusedContactFields(fields: readonly string[]): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const field of fields)
    if (isContactField(field)) errors[field] = CONTACT_FIELD_MESSAGES[field];
  return errors;
}

/**
 * The fields the server would refuse, checked with its own schema: a name or message of only
 * spaces, an address without a dot in its domain, invisible characters (those get a message of
 * their own: the text looks right). Empty when the message can be sent.
 */
export function invalidContactFields(request: ContactRequest): ContactFieldErrors {
  const result = contactRequestSchema.safeParse(request);
  if (result.success) return {};
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    if (!isContactField(field) || errors[field]) continue;
    errors[field] =
      issue.message === HIDDEN_CHARACTERS_ISSUE
        ? HIDDEN_CHARACTERS_MESSAGE
        : CONTACT_FIELD_MESSAGES[field];
  }
  return errors;
}
