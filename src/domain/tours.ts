/**
 * The bookable catalogue: the one place that states what can be booked, at what price and capacity,
 * and on which dates. The web app and the Cloud Functions both import it, so a price or a rule is
 * never written twice.
 */

/** A tour's capacity when the association does not cap it (the spec's "effectively unlimited"). */
export const UNLIMITED_SEATS = 999;

/** Seats per date on the tours the spec limits. */
export const LIMITED_SEATS = 20;

export type DateRule =
  /** Bookable on these ISO weekdays (1 = Monday … 7 = Sunday). */
  | { kind: 'weekdays'; isoWeekdays: readonly number[] }
  /** Bookable only on these calendar dates (YYYY-MM-DD). */
  | { kind: 'fixedDates'; dates: readonly string[] };

export interface BookableTour {
  id: TourId;
  /** Name used in the booking record, the Stripe line item and the staff's console. */
  displayName: string;
  priceCents: number;
  seatsPerDate: number;
  dateRule: DateRule;
}

export const TOUR_IDS = [
  'pojega',
  'colombare',
  'tre-valli',
  'strada-del-vino',
  'x-tour',
  'emotion-in-villa',
  'castagne',
  'walk-wine-pojega',
  'walk-wine-in-villa',
] as const;

export type TourId = (typeof TOUR_IDS)[number];

const WEEKENDS: DateRule = { kind: 'weekdays', isoWeekdays: [5, 6, 7] };

export const TOURS: Readonly<Record<TourId, BookableTour>> = {
  pojega: {
    id: 'pojega',
    displayName: 'Pojega Tour',
    priceCents: 8000,
    seatsPerDate: UNLIMITED_SEATS,
    dateRule: WEEKENDS,
  },
  colombare: {
    id: 'colombare',
    displayName: 'Colombare Tour',
    priceCents: 9000,
    seatsPerDate: UNLIMITED_SEATS,
    dateRule: WEEKENDS,
  },
  'tre-valli': {
    id: 'tre-valli',
    displayName: '3 Valli Tour',
    priceCents: 18000,
    seatsPerDate: UNLIMITED_SEATS,
    dateRule: WEEKENDS,
  },
  'strada-del-vino': {
    id: 'strada-del-vino',
    displayName: 'Strada del Vino',
    priceCents: 9000,
    seatsPerDate: UNLIMITED_SEATS,
    dateRule: WEEKENDS,
  },
  'x-tour': {
    id: 'x-tour',
    displayName: 'X Tour',
    priceCents: 7500,
    seatsPerDate: UNLIMITED_SEATS,
    dateRule: WEEKENDS,
  },
  'emotion-in-villa': {
    id: 'emotion-in-villa',
    displayName: 'E-Motion in Villa',
    priceCents: 13000,
    seatsPerDate: LIMITED_SEATS,
    dateRule: WEEKENDS,
  },
  castagne: {
    id: 'castagne',
    displayName: 'Tour delle Castagne',
    priceCents: 9000,
    seatsPerDate: LIMITED_SEATS,
    dateRule: { kind: 'fixedDates', dates: ['2025-10-12', '2025-10-19'] },
  },
  'walk-wine-pojega': {
    id: 'walk-wine-pojega',
    displayName: 'Walk Wine Pojega',
    priceCents: 3500,
    seatsPerDate: UNLIMITED_SEATS,
    dateRule: { kind: 'fixedDates', dates: ['2025-10-11'] },
  },
  'walk-wine-in-villa': {
    id: 'walk-wine-in-villa',
    displayName: 'Walk Wine in Villa',
    priceCents: 7000,
    seatsPerDate: LIMITED_SEATS,
    dateRule: { kind: 'fixedDates', dates: ['2025-11-15'] },
  },
};

export function isTourId(value: string): value is TourId {
  return (TOUR_IDS as readonly string[]).includes(value);
}

export function hasLimitedCapacity(tour: BookableTour): boolean {
  return tour.seatsPerDate < UNLIMITED_SEATS;
}
