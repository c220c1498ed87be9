import { z } from '@/domain/zod';
import { isIsoDate } from '@/domain/calendar';
import { LOCALES } from '@/domain/locale';
import { MEMBERSHIP_TYPES } from '@/domain/membership-rules';
import { feePaymentSchema } from './fee-payment';
import type { TimestampSchema } from './stored';

/**
 * `members/{memberNumber}`, the register. Only what the server judges is required: a row without
 * a comparable name or a YYYY-MM-DD expiry would silently turn members away (or let an expired one
 * in), so it is refused loudly instead. Staff may add a member in the console by typing
 * `fullName`, `memberNumber` and `validUntil`: the `normalizeMemberNameOnWrite` trigger writes
 * `normalizedName`, so a row read before it has run is refused like any row without it.
 */
export function memberDocumentSchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    fullName: z.string().optional(),
    /** `normalizeMemberName(fullName)` (src/domain/members.ts): what a typed name is matched against. */
    normalizedName: z.string().min(1),
    memberNumber: z.string().optional(),
    /** The register's order and search (src/domain/member-register-keys.ts), kept by the trigger. */
    memberNumberKey: z.string().optional(),
    searchTerms: z.array(z.string()).optional(),
    /** Last day of the membership, `YYYY-MM-DD`, compared as text with the tour's date. */
    validUntil: z.string().max(10).refine(isIsoDate, { message: 'not a YYYY-MM-DD date' }),
    /** Where the welcome and renewal mails go; members imported without one get none. */
    email: z.string().optional(),
    membershipType: z.enum(MEMBERSHIP_TYPES).optional(),
    /** When the board's decision was recorded (server clock). */
    admittedAt: timestamp.optional(),
    /** The date of the board resolution ("Delibera del"), `YYYY-MM-DD`. */
    resolutionDate: z.string().optional(),
    /** The application (`membershipApplications/{id}`) the member was admitted from. */
    applicationId: z.string().optional(),
    /** The language of the member's mails. */
    locale: z.enum(LOCALES).optional(),
    /** The `validUntil` the last renewal reminder was sent for: one reminder per membership year. */
    renewalReminderFor: z.string().optional(),
    /** The fees paid online, by the membership year they cover (`'2027'`): "Soci" shows the unpaid. */
    feesPaid: z.record(z.string().regex(/^\d{4}$/), feePaymentSchema(timestamp)).optional(),
    /** The years of `feesPaid`, as numbers: the register counts who has paid by them. */
    feeYearsPaid: z.array(z.number().int()).optional(),
  });
}
export type MemberDocument<T> = z.infer<ReturnType<typeof memberDocumentSchema<T>>>;
