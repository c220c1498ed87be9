import { z } from '@/domain/zod';
import { HALF_DAY_SLOTS, RENTAL_FORMULAS } from '@/domain/rental/price-list';
import { FRAME_SIZES } from '@/domain/rental/sizes';
import { BOOKING_STATUSES, BOOKING_TEXT_LIMITS } from './booking';
import { participantWaiverSchema } from './participant-waiver';
import { RENTAL_BIKES_MAX } from './rental';
import { ID_MAX_LENGTH, idSchema } from './ids';
import { DATE_LENGTH, TIMESTAMP_MAX_LENGTH, UID_MAX_LENGTH } from './lengths';
import { multiLineText } from './text';
import { isoDateSchema } from './calendar-schemas';

/**
 * The rental desk's callables ("Noleggi" in /staff, guides and managers): the day's pick-ups and
 * returns, and the desk's work sent from the phone's queue (possibly made offline hours before):
 * a pick-up with the frame numbers that went out, a return with its time and a condition note.
 */

export const staffRentalDayRequestSchema = z.object({ date: isoDateSchema }).strict();
export type StaffRentalDayRequest = z.infer<typeof staffRentalDayRequestSchema>;

/** The longest frame number the desk takes (the pattern below allows as many characters). */
export const FRAME_NUMBER_MAX = 40;

/** A frame number as stamped on the bike (letters, digits, dashes), checked the same everywhere. */
export const frameNumberSchema = z
  .string()
  .trim()
  .max(FRAME_NUMBER_MAX)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]{1,39}$/, 'Invalid frame number');

export const RETURN_NOTE_MAX = 500;

const deskRentalSchema = z.object({
  rentalId: z.string().min(1).max(ID_MAX_LENGTH),
  modelName: z.string().max(80),
  formula: z.enum(RENTAL_FORMULAS),
  slot: z.enum(HALF_DAY_SLOTS).optional(),
  startDate: z.string().max(DATE_LENGTH),
  endDate: z.string().max(DATE_LENGTH),
  /** Pick-up and agreed return (ISO instants). */
  startsAt: z.string().max(TIMESTAMP_MAX_LENGTH),
  endsAt: z.string().max(TIMESTAMP_MAX_LENGTH),
  customerName: z.string().max(BOOKING_TEXT_LIMITS.name),
  customerPhone: z.string().max(BOOKING_TEXT_LIMITS.phone).optional(),
  bikes: z
    .array(
      z.object({ size: z.enum(FRAME_SIZES), riderName: z.string().max(BOOKING_TEXT_LIMITS.name) }),
    )
    .max(RENTAL_BIKES_MAX),
  addOns: z.array(z.object({ name: z.string().max(80), quantity: z.number().int() })).max(20),
  status: z.enum(BOOKING_STATUSES),
  /**
   * Each rider's waiver (by bike, in the order of `bikes`) for the text in force: the bikes go out
   * only once every rider has signed. Empty in a copy saved before waivers were listed: unknown.
   */
  waivers: z.array(participantWaiverSchema).max(RENTAL_BIKES_MAX).default([]),
  pickedUpAt: z.string().max(TIMESTAMP_MAX_LENGTH).optional(),
  pickedUpBy: z.string().max(UID_MAX_LENGTH).optional(),
  frameNumbers: z.array(z.string().max(40)).max(RENTAL_BIKES_MAX).optional(),
  returnedAt: z.string().max(TIMESTAMP_MAX_LENGTH).optional(),
  returnNote: z.string().max(RETURN_NOTE_MAX).optional(),
  /** Returned (or still out) after the agreed time. */
  late: z.boolean(),
  /**
   * Managers only: what the late return would cost at the next price bracket, over what was paid
   * for the bikes (cents). Left out for guides, who see no amounts.
   */
  nextBracketExtraCents: z.number().int().nonnegative().optional(),
});
export type DeskRental = z.infer<typeof deskRentalSchema>;

export const DESK_DAY_MAX_RENTALS = 500;

export const staffRentalDayResponseSchema = z.object({
  date: z.string().max(DATE_LENGTH),
  /** When the server read the rentals (ISO): the offline copy shows it as "as of". */
  asOf: z.string().max(TIMESTAMP_MAX_LENGTH),
  /** The waiver text in force: what a rider signs at the desk ("Firma qui"). */
  waiverVersion: z.string().max(40).optional(),
  /** Paid rentals starting that day, in pick-up order. */
  pickUps: z.array(deskRentalSchema).max(DESK_DAY_MAX_RENTALS),
  /** Paid rentals due back that day, and earlier ones still out, in return order. */
  returns: z.array(deskRentalSchema).max(DESK_DAY_MAX_RENTALS),
});
export type StaffRentalDay = z.infer<typeof staffRentalDayResponseSchema>;

/** How many queued desk actions one call sends. */
export const DESK_ACTIONS_PER_CALL = 50;

export const deskActionSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('pick_up'),
      rentalId: idSchema,
      /** One frame number per bike, in any order; each once. */
      frameNumbers: z.array(frameNumberSchema).min(1).max(RENTAL_BIKES_MAX),
      /** The device's time of the scan: when the bikes went out (never after the server's now). */
      at: z.iso.datetime(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('return'),
      rentalId: idSchema,
      at: z.iso.datetime(),
      note: multiLineText(RETURN_NOTE_MAX).default(''),
    })
    .strict(),
]);
export type DeskAction = z.input<typeof deskActionSchema>;

export const staffRentalDeskRequestSchema = z
  .object({ actions: z.array(deskActionSchema).min(1).max(DESK_ACTIONS_PER_CALL) })
  .strict();
export type StaffRentalDeskRequest = z.input<typeof staffRentalDeskRequestSchema>;

export const DESK_OUTCOMES = [
  /** Recorded now. */
  'recorded',
  /** Recorded before (by this device's earlier send, or another device): nothing changed. */
  'already_recorded',
  'not_found',
  /** Not (or no longer) a paid rental. */
  'not_paid',
  /** A pick-up on a day other than the rental's first. */
  'other_day',
  /** A pick-up whose frame numbers are not one per bike, or repeat one. */
  'frame_numbers_mismatch',
  /** A return of bikes that were never recorded as picked up. */
  'not_picked_up',
  /**
   * A pick-up while a rider's waiver is missing: the waiver is signed before any activity (the
   * association's rules), so no bike goes out without it.
   */
  'waiver_missing',
] as const;
export type DeskOutcome = (typeof DESK_OUTCOMES)[number];

export const staffRentalDeskResponseSchema = z.object({
  results: z
    .array(
      z.object({
        rentalId: z.string().max(ID_MAX_LENGTH),
        kind: z.enum(['pick_up', 'return']),
        outcome: z.enum(DESK_OUTCOMES),
        /** For a return: whether it came after the agreed time. */
        late: z.boolean().optional(),
      }),
    )
    .max(DESK_ACTIONS_PER_CALL),
});
export type StaffRentalDeskResponse = z.infer<typeof staffRentalDeskResponseSchema>;
export type DeskResult = StaffRentalDeskResponse['results'][number];

/** The frame numbers as the desk typed them, folded so "ab-12 " and "AB-12" are one bike. */
export function foldFrameNumber(text: string): string {
  return text.trim().toUpperCase();
}

/**
 * staffCancelRental (managers): "Annulla per maltempo" on a rental still to be picked up, refunded
 * in full; answered like the customer's own cancellation (cancelRentalResponseSchema).
 */
export const staffCancelRentalRequestSchema = z.object({ rentalId: idSchema }).strict();
