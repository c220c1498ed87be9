import { capacityDocId } from '@/domain/capacity';
import { testDb } from './firestore';

/** The seat counter of a tour's date (`capacity/{tourId}_{date}`), named as the functions name it. */
export function capacityDoc(tourId: string, date: string) {
  return testDb().collection('capacity').doc(capacityDocId(tourId, date));
}

/** A tour's schedule document, as staff edit it in the console. */
export function scheduleDoc(tourId: string) {
  return testDb().collection('schedules').doc(tourId);
}
