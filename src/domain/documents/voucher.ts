import { z } from '@/domain/zod';
import { LOCALES } from '@/domain/locale';
import { TOUR_IDS } from '@/domain/tours';
import { VOUCHER_ENTRY_KINDS } from '@/domain/vouchers/ledger';
import { mailDeliveryStatusSchema } from './mail';
import type { TimestampSchema } from './stored';

/**
 * `pending` while its purchase checkout is open, `issued` once paid (its ledger starts with the
 * `issue` entry), `cancelled` when the checkout ended unpaid.
 */
export const VOUCHER_STATUSES = ['pending', 'issued', 'cancelled'] as const;

/** One entry of a voucher's ledger (src/domain/vouchers/ledger.ts): never edited, only added. */
export function voucherEntrySchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    kind: z.enum(VOUCHER_ENTRY_KINDS),
    /** Signed cents: what the entry adds to (or takes from) the balance. */
    amountCents: z.number().int(),
    at: timestamp,
    /** The booking a reserve, spend, release or refund is for. */
    bookingId: z.string().optional(),
    /** What for, in staff's words (an extension's new date, a void's reason, a hand issue's cause). */
    note: z.string().optional(),
    /** The manager who made it (staff actions only). */
    byUid: z.string().optional(),
  });
}

/**
 * `vouchers/{code}`: a gift voucher, its id the code's twelve characters (src/domain/vouchers/
 * code.ts), so a code is unique by construction and found by a single read. The balance is the
 * sum of `entries`, changed only in transactions that read them.
 */
export function voucherDocumentSchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    status: z.enum(VOUCHER_STATUSES),
    value: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('amount') }),
      z.object({
        kind: z.literal('tour'),
        tourId: z.enum(TOUR_IDS),
        tourName: z.string(),
        people: z.number().int().min(1),
      }),
    ]),
    /** What the buyer paid, and what the `issue` entry adds. */
    amountCents: z.number().int().min(0),
    currency: z.literal('eur'),
    buyerName: z.string(),
    buyerEmail: z.string(),
    recipientName: z.string(),
    message: z.string(),
    locale: z.enum(LOCALES),
    delivery: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('now_to_buyer') }),
      z.object({ kind: z.literal('scheduled'), recipientEmail: z.string(), at: timestamp }),
      /** Issued by a manager: mailed at once to this address. */
      z.object({ kind: z.literal('by_hand'), recipientEmail: z.string() }),
    ]),
    /** When the voucher's mails were queued (once: the delivery job's and fulfilment's guard). */
    deliveryQueuedAt: timestamp.optional(),
    /** Set while a scheduled delivery waits: the delivery job's query (`deliveryDueAt <= now`). */
    deliveryDueAt: timestamp.optional(),
    stripeSessionId: z.string().optional(),
    paymentIntentId: z.string().optional(),
    issuedAt: timestamp.optional(),
    /** Last day of use (YYYY-MM-DD, Europe/Rome), from `settings/vouchers.validityMonths`. */
    validUntil: z.string(),
    entries: z.array(voucherEntrySchema(timestamp)),
    voidedAt: timestamp.optional(),
    /** Set by the retention job once the names, e-mails and message are gone. */
    anonymisedAt: timestamp.optional(),
    /** Gram → `createdAt`: what "Buoni"'s search looks it up by (src/domain/vouchers/search.ts). */
    searchGramsAt: z.record(z.string(), timestamp).optional(),
    createdAt: timestamp,
    updatedAt: timestamp,
    /** The purchase checkout's end while pending. */
    checkoutExpiresAt: timestamp.optional(),
    mail: z.record(z.string(), mailDeliveryStatusSchema(timestamp)).optional(),
  });
}

/** How a booking is paid partly or wholly by a voucher (`voucher` of the booking). */
export function bookingVoucherSchema() {
  return z.object({
    code: z.string(),
    /** Taken off the price: the card pays the rest (`amountTotalCents`). */
    coveredCents: z.number().int().min(0),
    /** What the booking's reserve took from the voucher's balance. */
    ledgerCents: z.number().int().min(0),
    /** reserved (checkout open) → spent (paid) → refunded (cancelled), or released (expired). */
    state: z.enum(['reserved', 'spent', 'released', 'refunded']),
  });
}
