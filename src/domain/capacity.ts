/** Below or at this many free seats the form warns 'Solo N posti rimanenti!'. */
const FEW_SEATS_THRESHOLD = 5;

/** Free seats on a date of `capacity` seats (the live schedule's), never below zero. */
export function remainingSeats(capacity: number, seatsHeld: number): number {
  return Math.max(0, capacity - seatsHeld);
}

type SeatsLevel = 'full' | 'few' | 'available';

export function seatsLevel(remaining: number): SeatsLevel {
  if (remaining <= 0) return 'full';
  if (remaining <= FEW_SEATS_THRESHOLD) return 'few';
  return 'available';
}

/** Firestore id of the seat counter of one tour on one day. */
export function capacityDocId(tourId: string, date: string): string {
  return `${tourId}_${date}`;
}
