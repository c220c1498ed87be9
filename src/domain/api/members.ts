import { z } from 'zod';
import { isIsoDate } from '@/domain/calendar';

export const verifyMemberRequestSchema = z.object({
  memberName: z.string().trim().min(1).max(120),
  /** The tour date, so a membership that lapses before it is reported as lapsed. */
  onDate: z.string().refine(isIsoDate, 'Invalid date').optional(),
});
export type VerifyMemberRequest = z.infer<typeof verifyMemberRequestSchema>;

/** Only the verdict: the register itself is never sent to the browser. */
export const verifyMemberResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('found'), memberId: z.string() }),
  z.object({ status: z.literal('lapsed'), validUntil: z.string() }),
  z.object({ status: z.literal('not_found') }),
]);
export type VerifyMemberResponse = z.infer<typeof verifyMemberResponseSchema>;
