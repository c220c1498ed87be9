import { z } from '@/domain/zod';
import { isYearEnd } from '@/domain/membership-year';

/** Where staff edit the membership settings in the Firebase console. */
export const MEMBERSHIP_SETTINGS_PATH = { collection: 'settings', id: 'membership' } as const;

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
});
export type MembershipSettings = z.infer<typeof membershipSettingsSchema>;

/** What `npm start` and `npm run settings:import` write where the document is missing. */
export const INITIAL_MEMBERSHIP_SETTINGS: MembershipSettings = {
  provisionalBooking: true,
  membershipYearEnds: '12-31',
};

/**
 * What the server applies while the document is missing or malformed: no booking on an
 * application (it fails closed, like a paused schedule), and the calendar year.
 */
export const FALLBACK_MEMBERSHIP_SETTINGS: MembershipSettings = {
  provisionalBooking: false,
  membershipYearEnds: '12-31',
};

/** How long after applying a visitor may book on the application alone. */
export const PROVISIONAL_APPLICATION_MINUTES = 60;
