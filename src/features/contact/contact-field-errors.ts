import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { contactRequestSchema, type ContactRequest } from '@/domain/api/contact';

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

/**
 * The fields the server would refuse, checked with its own schema: a name or message of only
 * spaces, an address without a dot in its domain. Empty when the message can be sent.
 */
export function invalidContactFields(request: ContactRequest): ContactField[] {
  const result = contactRequestSchema.safeParse(request);
  if (result.success) return [];
  const fields = result.error.issues.map((issue) => String(issue.path[0]));
  return [...new Set(fields)].filter(isContactField);
}
