import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { joinWaitlistRequestSchema, type JoinWaitlistRequest } from '@/domain/api/waitlist';
import { fieldErrorsFrom, HIDDEN_CHARACTERS_ISSUES } from '@/ui/form/field-errors-from';

/** The fields the visitor fills in; the tour and the date come from the card. */
export type WaitlistField = 'name' | 'email' | 'partySize' | 'locale';

/** What the visitor can fix in each field, whether the form or the server found the problem. */
export const WAITLIST_FIELD_MESSAGES: Record<WaitlistField, MessageDescriptor> = {
  name: msg`Inserisci il tuo nome e cognome.`,
  email: msg`Inserisci un indirizzo email valido, per esempio nome@esempio.it.`,
  partySize: msg`Scegli quante persone siete (da 1 a 9).`,
  locale: msg`Scegli la lingua delle e-mail.`,
};

/**
 * `check`: the fields the server would refuse, checked with its own schema (invisible characters
 * get words of their own); `refused`: the fields a server's refusal names (`details.fields`).
 */
export const waitlistFieldErrors = fieldErrorsFrom<JoinWaitlistRequest, WaitlistField>(
  joinWaitlistRequestSchema,
  { fields: WAITLIST_FIELD_MESSAGES, issues: HIDDEN_CHARACTERS_ISSUES },
);
