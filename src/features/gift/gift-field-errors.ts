import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { voucherPurchaseRequestSchema, type VoucherPurchaseRequest } from '@/domain/api/vouchers';
import { isIsoDate } from '@/domain/calendar';
import type { Locale } from '@/domain/locale';
import { deliveryInstant, deliveryProblem } from '@/domain/vouchers/delivery';
import { fieldErrorsFrom, HIDDEN_CHARACTERS_ISSUES } from '@/ui/form/field-errors-from';
import type { FieldErrors } from '@/ui/form/use-checked-form';
import { giftRequest, type GiftValues } from './gift-values';

export type GiftField =
  | 'amount'
  | 'tourId'
  | 'people'
  | 'buyerName'
  | 'buyerEmail'
  | 'recipientName'
  | 'message'
  | 'recipientEmail'
  | 'deliveryDate'
  | 'deliveryHour';

/** What the visitor can fix in each field, whether the form or the server found the problem. */
export const GIFT_FIELD_MESSAGES: Record<GiftField, MessageDescriptor> = {
  amount: msg`Scegli un importo in euro interi, da 20 a 500 €.`,
  tourId: msg`Scegli il tour da regalare.`,
  people: msg`Scegli per quante persone, da 1 a 9.`,
  buyerName: msg`Scrivi il tuo nome.`,
  buyerEmail: msg`Inserisci un indirizzo email valido, per esempio nome@esempio.it.`,
  recipientName: msg`Scrivi il nome di chi riceve il regalo.`,
  message: msg`Il messaggio può avere al massimo 300 caratteri.`,
  recipientEmail: msg`Inserisci l'email di chi riceve il regalo, per esempio nome@esempio.it.`,
  deliveryDate: msg`Scegli il giorno della consegna.`,
  deliveryHour: msg`Scegli l'ora della consegna.`,
};

/** The schema's paths inside `value` and `delivery`, as the form's fields. */
const FIELD_OF_PATH: Record<string, GiftField> = {
  'value.amountCents': 'amount',
  'value.tourId': 'tourId',
  'value.people': 'people',
  'delivery.recipientEmail': 'recipientEmail',
  'delivery.date': 'deliveryDate',
  'delivery.hour': 'deliveryHour',
};

const TOP_LEVEL = new Set<string>(Object.keys(GIFT_FIELD_MESSAGES));

const schemaErrors = fieldErrorsFrom<VoucherPurchaseRequest, GiftField>(
  voucherPurchaseRequestSchema,
  {
    fields: GIFT_FIELD_MESSAGES,
    issues: HIDDEN_CHARACTERS_ISSUES,
    fieldOf: (path) =>
      FIELD_OF_PATH[path] ?? (TOP_LEVEL.has(path) ? (path as GiftField) : undefined),
  },
);

const DELIVERY_MESSAGES = {
  in_past: msg`Scegli un giorno e un'ora futuri.`,
  too_far: msg`La consegna può essere programmata al massimo entro un anno.`,
} as const;

/**
 * The browser's check: the server's own schema, then the delivery moment judged by the same
 * rule the server applies (later than now, within a year), so a past hour is marked before paying.
 * The server judges again on its own clock.
 */
export function checkGift(
  values: GiftValues,
  locale: Locale,
  now: Date,
): FieldErrors<GiftField, MessageDescriptor> {
  const errors = schemaErrors.check(giftRequest(values, locale));
  if (
    values.deliveryKind === 'scheduled' &&
    !errors.deliveryDate &&
    !errors.deliveryHour &&
    isIsoDate(values.deliveryDate)
  ) {
    const problem = deliveryProblem(
      deliveryInstant(values.deliveryDate, Number(values.deliveryHour)),
      now,
    );
    if (problem) errors.deliveryDate = DELIVERY_MESSAGES[problem];
  }
  return errors;
}

/** The fields a server's refusal names (`details.fields`): the delivery time, for one. */
export const refusedGiftFields = schemaErrors.refused;
