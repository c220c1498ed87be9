import { z } from '@/domain/zod';
import { isIsoDate } from '@/domain/calendar';

export const verifyMemberRequestSchema = z.object({
  memberName: z.string().trim().min(1).max(120),
  /** The tour date, so a membership that lapses before it is reported as lapsed. */
  onDate: z.string().refine(isIsoDate, 'Invalid date').optional(),
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
