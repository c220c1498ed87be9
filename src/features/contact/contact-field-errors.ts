import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { contactRequestSchema, type ContactRequest } from '@/domain/api/contact';
import { fieldErrorsFrom, HIDDEN_CHARACTERS_ISSUES } from '@/ui/form/field-errors-from';

export type ContactField = Exclude<keyof ContactRequest, 'locale'>;

/** What the visitor can fix in each field, whether the form or the server found the problem. */
export const CONTACT_FIELD_MESSAGES: Record<ContactField, MessageDescriptor> = {
  name: msg`Scrivi il tuo nome.`,
  email: msg`Inserisci un indirizzo email valido, per esempio nome@esempio.it.`,
  phone: msg`Controlla il numero di telefono: una sola riga, al massimo 40 caratteri.`,
  subject: msg`Scegli un argomento dall'elenco.`,
  message: msg`Scrivi il tuo messaggio.`,
};

/**
 * `check`: the fields the server would refuse, checked with its own schema (a name or message of
 * only spaces, an address without a dot in its domain, invisible characters, which get a message
 * of their own: the text looks right); `refused`: the fields a server's refusal names.
 */
export const contactFieldErrors = fieldErrorsFrom<ContactRequest, ContactField>(
  contactRequestSchema,
  { fields: CONTACT_FIELD_MESSAGES, issues: HIDDEN_CHARACTERS_ISSUES },
);
