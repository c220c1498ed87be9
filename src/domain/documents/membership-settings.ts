import { z } from '@/domain/zod';
import { isYearEnd } from '@/domain/membership-year';
import { MEMBERSHIP_TYPES } from '@/domain/membership-rules';

/** Where staff edit the membership settings in the Firebase console. */
export const MEMBERSHIP_SETTINGS_PATH = { collection: 'settings', id: 'membership' } as const;

/** A fee the treasurer may set: whole cents, from 1,00 € to 1.000,00 €. */
const feeCents = z.number().int().min(100).max(100_000);

/** The fee (quota associativa) of each membership type, in cents. */
export const membershipFeesSchema = z.object(
  Object.fromEntries(MEMBERSHIP_TYPES.map((type) => [type, feeCents])) as Record<
    (typeof MEMBERSHIP_TYPES)[number],
    typeof feeCents
  >,
);
export type MembershipFees = z.infer<typeof membershipFeesSchema>;

/** The demo's fees, and what applies while `fees` is absent from the document. */
export const DEFAULT_MEMBERSHIP_FEES: MembershipFees = {
  ordinario: 2000,
  sostenitore: 5000,
  minore: 1000,
};

/** From 1 November a new member's fee pays for the next year (src/domain/membership-fee/fee-year.ts). */
export const DEFAULT_NEXT_YEAR_FEE_FROM = '11-01';

/** `settings/membership`: how joining works, edited by staff in the console (docs/operations.md, "Staff"). */
export const membershipSettingsSchema = z.object({
  /**
   * true: a visitor who has just applied may book and pay at once, on the application the server
   * stored itself for that name within the hour (`PROVISIONAL_APPLICATION_MINUTES`); a rejection
   * cancels such bookings with a full refund. false: the visitor books once admitted.
   */
  provisionalBooking: z.boolean(),
  /** `MM-DD`: the last day of the membership year; a new member is covered until the next one. */
  membershipYearEnds: z.string().max(5).refine(isYearEnd, 'not a MM-DD day every year has'),
  /**
   * The fee of each membership type in cents, charged by the server in the fee's Checkout. A
   * document written before fees existed has none: the defaults apply.
   */
  fees: membershipFeesSchema.default(DEFAULT_MEMBERSHIP_FEES),
  /** `MM-DD`: from this day to the year's end, a new member's fee counts for the next year. */
  nextYearFeeFrom: z
    .string()
    .max(5)
    .refine(isYearEnd, 'not a MM-DD day every year has')
    .default(DEFAULT_NEXT_YEAR_FEE_FROM),
});
export type MembershipSettings = z.infer<typeof membershipSettingsSchema>;

/** What `npm start` and `npm run settings:import` write where the document is missing. */
export const INITIAL_MEMBERSHIP_SETTINGS: MembershipSettings = {
  provisionalBooking: true,
  membershipYearEnds: '12-31',
  fees: DEFAULT_MEMBERSHIP_FEES,
  nextYearFeeFrom: DEFAULT_NEXT_YEAR_FEE_FROM,
};

/**
 * What the server applies while the document is missing or malformed: no booking on an
 * application (it fails closed, like a paused schedule), the calendar year and the default fees.
 */
export const FALLBACK_MEMBERSHIP_SETTINGS: MembershipSettings = {
  provisionalBooking: false,
  membershipYearEnds: '12-31',
  fees: DEFAULT_MEMBERSHIP_FEES,
  nextYearFeeFrom: DEFAULT_NEXT_YEAR_FEE_FROM,
};

/** How long after applying a visitor may book on the application alone. */
export const PROVISIONAL_APPLICATION_MINUTES = 60;
