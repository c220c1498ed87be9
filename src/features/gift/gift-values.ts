import type { VoucherPurchaseRequest } from '@/domain/api/vouchers';
import { isPartySize } from '@/domain/api/party';
import type { Locale } from '@/domain/locale';
import { TOUR_IDS, type TourId } from '@/domain/tours';
import { VOUCHER_PRESET_CENTS } from '@/domain/vouchers/amount';
import { parseEuroCents } from '@/domain/money';

/** A preset amount in cents, or the visitor's own amount typed in euros. */
export type AmountChoice = `${(typeof VOUCHER_PRESET_CENTS)[number]}` | 'free';
export const AMOUNT_CHOICES: readonly AmountChoice[] = [
  ...VOUCHER_PRESET_CENTS.map((cents) => `${cents}` as const),
  'free',
];

/** The gift form as the visitor fills it: every field a string or a choice, as the inputs hold it. */
export interface GiftValues {
  valueKind: 'amount' | 'tour';
  amountChoice: AmountChoice;
  /** Whole euros as typed, when `amountChoice` is 'free'. */
  amount: string;
  tourId: TourId | '';
  people: number;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  message: string;
  deliveryKind: 'now_to_buyer' | 'scheduled';
  recipientEmail: string;
  /** YYYY-MM-DD, Italian calendar day; empty until chosen. */
  deliveryDate: string;
  /** The hour (0–23, Italian time) as the select holds it. */
  deliveryHour: string;
}

export const INITIAL_GIFT_VALUES: GiftValues = {
  valueKind: 'amount',
  amountChoice: '5000',
  amount: '',
  tourId: '',
  people: 2,
  buyerName: '',
  buyerEmail: '',
  recipientName: '',
  message: '',
  deliveryKind: 'now_to_buyer',
  recipientEmail: '',
  deliveryDate: '',
  deliveryHour: '8',
};

/** Euros as typed ("80", "80,00", "80.00") to cents; NaN for anything else, which the schema refuses. */
export function eurosToCents(typed: string): number {
  return parseEuroCents(typed) ?? Number.NaN;
}

/** What the voucher is worth as chosen: an amount in cents, or a tour for its people. */
export function giftValue(values: GiftValues): VoucherPurchaseRequest['value'] {
  if (values.valueKind === 'tour') {
    return { kind: 'tour', tourId: values.tourId as TourId, people: values.people };
  }
  const amountCents =
    values.amountChoice === 'free' ? eurosToCents(values.amount) : Number(values.amountChoice);
  return { kind: 'amount', amountCents };
}

/** The purchase request the values stand for; the server's schema judges it (and re-prices a tour). */
export function giftRequest(values: GiftValues, locale: Locale): VoucherPurchaseRequest {
  const value = giftValue(values);
  const delivery: VoucherPurchaseRequest['delivery'] =
    values.deliveryKind === 'scheduled'
      ? {
          kind: 'scheduled',
          recipientEmail: values.recipientEmail,
          date: values.deliveryDate,
          hour: Number(values.deliveryHour),
        }
      : { kind: 'now_to_buyer' };
  return {
    value,
    buyerName: values.buyerName,
    buyerEmail: values.buyerEmail,
    recipientName: values.recipientName,
    message: values.message,
    delivery,
    locale,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/**
 * The values a saved draft stands for. A draft comes from an earlier visit (perhaps of an older
 * version of the site), so each field is checked and anything unknown falls back to the start.
 */
export function restoreGiftDraft(draft: Partial<Record<keyof GiftValues, unknown>>): GiftValues {
  const initial = INITIAL_GIFT_VALUES;
  const people = draft.people;
  return {
    valueKind: oneOf(draft.valueKind, ['amount', 'tour'], initial.valueKind),
    amountChoice: oneOf(draft.amountChoice, AMOUNT_CHOICES, initial.amountChoice),
    amount: text(draft.amount),
    tourId: oneOf(draft.tourId, ['', ...TOUR_IDS], initial.tourId),
    people: isPartySize(people) ? people : initial.people,
    buyerName: text(draft.buyerName),
    buyerEmail: text(draft.buyerEmail),
    recipientName: text(draft.recipientName),
    message: text(draft.message),
    deliveryKind: oneOf(draft.deliveryKind, ['now_to_buyer', 'scheduled'], initial.deliveryKind),
    recipientEmail: text(draft.recipientEmail),
    deliveryDate: text(draft.deliveryDate),
    deliveryHour: oneOf(
      draft.deliveryHour,
      Array.from({ length: 24 }, (_, hour) => `${hour}`),
      initial.deliveryHour,
    ),
  };
}
