import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { joinWaitlistRequestSchema, type JoinWaitlistRequest } from '@/domain/api/waitlist';
import { HIDDEN_CHARACTERS_ISSUE } from '@/domain/api/text';
import { HIDDEN_CHARACTERS_MESSAGE } from '@/ui/form/hidden-characters-message';

/** The fields the visitor fills in; the tour and the date come from the card. */
export type WaitlistField = 'name' | 'email' | 'partySize' | 'locale';

export type WaitlistFieldErrors = Partial<Record<WaitlistField, MessageDescriptor>>;

/** What the visitor can fix in each field, whether the form or the server found the problem. */
export const WAITLIST_FIELD_MESSAGES: Record<WaitlistField, MessageDescriptor> = {
  name: msg`Inserisci il tuo nome e cognome.`,
  email: msg`Inserisci un indirizzo email valido, per esempio nome@esempio.it.`,
  partySize: msg`Scegli quante persone siete (da 1 a 9).`,
  locale: msg`Scegli la lingua delle e-mail.`,
};

function isWaitlistField(field: string): field is WaitlistField {
  return field in WAITLIST_FIELD_MESSAGES;
}

/** Fields the server refused (`details.fields`): each says what the field needs. */
export function refusedWaitlistFields(fields: readonly string[]): WaitlistFieldErrors {
  const errors: WaitlistFieldErrors = {};
  for (const field of fields) {
    if (isWaitlistField(field)) errors[field] = WAITLIST_FIELD_MESSAGES[field];
  }
  return errors;
}

/** The fields the server would refuse, checked with its own schema; empty when it can be sent. */
export function invalidWaitlistFields(request: JoinWaitlistRequest): WaitlistFieldErrors {
  const result = joinWaitlistRequestSchema.safeParse(request);
  if (result.success) return {};
  const errors: WaitlistFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    if (!isWaitlistField(field) || errors[field]) continue;
    errors[field] =
      issue.message === HIDDEN_CHARACTERS_ISSUE
        ? HIDDEN_CHARACTERS_MESSAGE
        : WAITLIST_FIELD_MESSAGES[field];
  }
  return errors;
}
