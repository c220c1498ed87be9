import { z } from '@/domain/zod';

/**
 * A booking's party: how many may book together and how long a person's name may be. Apart from
 * booking.ts so that the schemas that describe participants (waivers) and the booking's own can
 * both use them.
 */
export const PARTICIPANTS_MIN = 1;
export const PARTICIPANTS_MAX = 9;

/** How many people a booking, a waiting-list entry or a voucher's tour is for. */
export const partySizeSchema = z.number().int().min(PARTICIPANTS_MIN).max(PARTICIPANTS_MAX);

/** Whether `count` is a party that may book together (a draft read back from the device). */
export function isPartySize(count: unknown): count is number {
  return partySizeSchema.safeParse(count).success;
}

/** A participant's, customer's or signer's full name. */
export const PERSON_NAME_MAX_LENGTH = 120;
