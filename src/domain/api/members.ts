import { z } from '@/domain/zod';
import { singleLineText } from './text';
import { isoDateSchema } from './calendar-schemas';

/** A member's full name, as long as the booking form's name fields take. */
export const MEMBER_NAME_MAX_LENGTH = 120;

export const verifyMemberRequestSchema = z.object({
  memberName: singleLineText(MEMBER_NAME_MAX_LENGTH).min(1),
  /** The tour date, so a membership that lapses before it is reported as lapsed. */
  onDate: isoDateSchema.optional(),
});
export type VerifyMemberRequest = z.infer<typeof verifyMemberRequestSchema>;

/**
 * Only the verdict, never a member number or an expiry date: the register itself is never sent to
 * the browser, and the answer is the same for every name the verdict covers.
 */
export const verifyMemberResponseSchema = z.object({
  status: z.enum(['found', 'lapsed', 'not_found']),
});
export type VerifyMemberResponse = z.infer<typeof verifyMemberResponseSchema>;
