import type { TourId } from './tours';

/**
 * How long each tour of the catalogue (tours.ts) lasts, for calendar files. The tour pages state it
 * in words: "3 ore", "Mezza giornata" (4 hours), "Giornata intera" (8 hours), the X Tour's "2 to 4
 * hours" at its longest. Beside the catalogue rather than in it: only tickets need it, and the
 * catalogue is part of every content page's first load.
 */
export const TOUR_DURATION_MINUTES: Readonly<Record<TourId, number>> = {
  pojega: 180,
  colombare: 300,
  'tre-valli': 480,
  'strada-del-vino': 240,
  'x-tour': 240,
  'emotion-in-villa': 300,
  castagne: 300,
  'walk-wine-pojega': 180,
  'walk-wine-in-villa': 300,
};
