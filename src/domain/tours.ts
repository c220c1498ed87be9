/**
 * The bookable catalogue: the one place that states what can be booked and at what price. The web
 * app and the Cloud Functions both import it, so a price is never written twice. Dates and
 * capacity live in the live schedule (schedule.ts), which staff edit in the console.
 */

/** A tour's capacity when the association does not cap it (the spec's "effectively unlimited"). */
export const UNLIMITED_SEATS = 999;

export interface BookableTour {
  id: TourId;
  /** Name used in the booking record, the Stripe line item and the staff's console. */
  displayName: string;
  priceCents: number;
  /**
   * How long it lasts, for calendar files (the tour pages state it in words: "3 ore", "Mezza
   * giornata" = 4 hours, "Giornata intera" = 8 hours, the X Tour's "2 to 4 hours" at its longest).
   */
  durationMinutes: number;
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

export const TOURS: Readonly<Record<TourId, BookableTour>> = {
  pojega: {
    id: 'pojega',
    displayName: 'Pojega Tour',
    priceCents: 8000,
    durationMinutes: 180,
  },
  colombare: {
    id: 'colombare',
    displayName: 'Colombare Tour',
    priceCents: 9000,
    durationMinutes: 300,
  },
  'tre-valli': {
    id: 'tre-valli',
    displayName: '3 Valli Tour',
    priceCents: 18000,
    durationMinutes: 480,
  },
  'strada-del-vino': {
    id: 'strada-del-vino',
    displayName: 'Strada del Vino',
    priceCents: 9000,
    durationMinutes: 240,
  },
  'x-tour': {
    id: 'x-tour',
    displayName: 'X Tour',
    priceCents: 7500,
    durationMinutes: 240,
  },
  'emotion-in-villa': {
    id: 'emotion-in-villa',
    displayName: 'E-Motion in Villa',
    priceCents: 13000,
    durationMinutes: 300,
  },
  castagne: {
    id: 'castagne',
    displayName: 'Tour delle Castagne',
    priceCents: 9000,
    durationMinutes: 300,
  },
  'walk-wine-pojega': {
    id: 'walk-wine-pojega',
    displayName: 'Walk Wine Pojega',
    priceCents: 3500,
    durationMinutes: 180,
  },
  'walk-wine-in-villa': {
    id: 'walk-wine-in-villa',
    displayName: 'Walk Wine in Villa',
    priceCents: 7000,
    durationMinutes: 300,
  },
};
