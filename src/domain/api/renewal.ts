import { z } from '@/domain/zod';
import { localeSchema } from './locale-schema';
import { MEMBER_NAME_MAX_LENGTH } from './members';
import { BOOKING_TEXT_LIMITS } from './booking';
import { singleLineText } from './text';
import { membershipResponseSchema } from './membership';

/** A signed renewal link's token (`<memberNumber>.<validUntil>.<signature>`), with room to spare. */
export const RENEWAL_TOKEN_MAX_LENGTH = 200;

/**
 * `requestRenewal`: asks the board to renew a membership. From the booking card a lapsed member
 * gives the name they typed and the card's e-mail; from the renewal reminder, the link's signed
 * token says who. Either way the server finds the member in the register itself and stores an
 * application marked `renewalOf: <memberNumber>` for staff to confirm.
 */
export const renewalRequestSchema = z.discriminatedUnion('via', [
  z
    .object({
      via: z.literal('card'),
      memberName: singleLineText(MEMBER_NAME_MAX_LENGTH).min(1),
      email: z.email().max(BOOKING_TEXT_LIMITS.email),
      locale: localeSchema,
    })
    .strict(),
  z
    .object({
      via: z.literal('link'),
      token: z.string().min(1).max(RENEWAL_TOKEN_MAX_LENGTH),
      locale: localeSchema,
    })
    .strict(),
]);
export type RenewalRequest = z.infer<typeof renewalRequestSchema>;

/** The renewal application's id and, as for a new one, whether the member may book meanwhile. */
export const renewalResponseSchema = membershipResponseSchema;
export type RenewalResponse = z.infer<typeof renewalResponseSchema>;
