import { AggregateField, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { StaffSeason } from '@/domain/api/staff-season';
import { bookingsCollection } from '@functions/services/booking-base/booking-doc';

/**
 * Of the participants of paid bookings on the days `from`–`to`, how many checked in (the check-in
 * marks the whole booking). Two sum() aggregations; the checked-in one adds an inequality on
 * `checkedInAt`, served by the (status, selectedDate, checkedInAt) index in
 * firestore.indexes.json. An empty period (`to` before `from`) counts nothing.
 */
export async function seasonCheckIns(
  db: Firestore,
  from: string,
  to: string,
): Promise<StaffSeason['checkIns']> {
  if (to < from) return { from, to, booked: 0, checkedIn: 0 };
  const paidOnDays = bookingsCollection(db)
    .where('status', '==', 'paid')
    .where('selectedDate', '>=', from)
    .where('selectedDate', '<=', to);
  const participants = { participants: AggregateField.sum('participants') };
  const [booked, checkedIn] = await Promise.all([
    paidOnDays.aggregate(participants).get(),
    paidOnDays.where('checkedInAt', '>', Timestamp.fromMillis(0)).aggregate(participants).get(),
  ]);
  return {
    from,
    to,
    booked: booked.data().participants ?? 0,
    checkedIn: checkedIn.data().participants ?? 0,
  };
}
