import { z } from '@/domain/zod';
import { TOUR_IDS } from '@/domain/tours';
import { DATE_LENGTH, TIMESTAMP_MAX_LENGTH } from './lengths';
import { monthSchema } from './calendar-schemas';

/**
 * staffSeason: the season at a glance for the staff area. The server picks every period from its
 * own clock (today in Europe/Rome), so the request carries nothing a caller could bend.
 */
export const staffSeasonRequestSchema = z.object({}).strict();
export type StaffSeasonRequest = z.infer<typeof staffSeasonRequestSchema>;

/** How far ahead the heat map looks: eight weeks from today. */
export const SEASON_AHEAD_DAYS = 56;
/** How many months the money and the check-in share cover, the current month included. */
export const SEASON_MONTHS = 12;

const count = z.number().int().min(0);
const cents = z.number().int().min(0);
const isoDay = z.string().max(DATE_LENGTH);

export const seasonDepartureSchema = z.object({
  date: isoDay,
  /** Seats the date's counter holds: paid bookings and checkouts still open. */
  seatsSold: count,
  /** The day's seats; null for a tour the association does not cap. */
  capacity: count.nullable(),
  /** Listed in the schedule's `closedDates`: no departure, though seats may still be held. */
  closed: z.boolean(),
});
export type SeasonDeparture = z.infer<typeof seasonDepartureSchema>;

export const seasonTourSchema = z.object({
  tourId: z.enum(TOUR_IDS),
  tourName: z.string().max(120),
  /** The schedule is paused (`bookable: false`) or unreadable: no new bookings online. */
  paused: z.boolean(),
  departures: z.array(seasonDepartureSchema).max(SEASON_AHEAD_DAYS),
});
export type SeasonTour = z.infer<typeof seasonTourSchema>;

const moneySchema = z.object({
  /** Paid in the period (by when the payment arrived), refunded bookings included. */
  revenueCents: cents,
  /** Refunded in the period, as Stripe reports each charge's refunded total. */
  refundCents: cents,
  paidBookings: count,
});

export const seasonMonthSchema = moneySchema.extend({ month: monthSchema });
export type SeasonMonth = z.infer<typeof seasonMonthSchema>;

export const seasonTourMoneySchema = moneySchema.extend({
  tourId: z.enum(TOUR_IDS),
  tourName: z.string().max(120),
});
export type SeasonTourMoney = z.infer<typeof seasonTourMoneySchema>;

export const staffSeasonResponseSchema = z.object({
  /** When the server read the figures (ISO): the offline copy shows it as "as of". */
  asOf: z.string().max(TIMESTAMP_MAX_LENGTH),
  /** The first and last day of the heat map (today in Rome, and 55 days later). */
  from: isoDay,
  to: isoDay,
  tours: z.array(seasonTourSchema).max(TOUR_IDS.length),
  /** Revenue and refunds: managers only (null for a guide), as every money figure of the area. */
  money: z
    .object({
      firstMonth: monthSchema,
      byMonth: z.array(seasonMonthSchema).max(SEASON_MONTHS),
      byTour: z.array(seasonTourMoneySchema).max(TOUR_IDS.length),
    })
    .nullable(),
  /** Participants of paid bookings on the period's past dates, and how many of them checked in. */
  checkIns: z.object({
    from: isoDay,
    /** The last day counted: yesterday, since today's tours may still be checking in. */
    to: isoDay,
    booked: count,
    checkedIn: count,
  }),
});
export type StaffSeason = z.infer<typeof staffSeasonResponseSchema>;
