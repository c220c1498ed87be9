import { z } from '@/domain/zod';
import { isIsoDate } from '@/domain/calendar';

/**
 * `members/{memberNumber}`, the register as staff import it. Only what the server judges is
 * required: a row without a comparable name or a YYYY-MM-DD expiry would silently turn members
 * away (or let an expired one in), so it is refused loudly instead.
 */
export const memberDocumentSchema = z.object({
  fullName: z.string().optional(),
  /** The name after `normalizeMemberName` (members.ts): what a typed name is matched against. */
  normalizedName: z.string().min(1),
  memberNumber: z.string().optional(),
  /** Last day of the membership, `YYYY-MM-DD`, compared as text with the tour's date. */
  validUntil: z.string().max(10).refine(isIsoDate, { message: 'not a YYYY-MM-DD date' }),
});
export type MemberDocument = z.infer<typeof memberDocumentSchema>;
