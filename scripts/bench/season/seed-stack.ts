import type { Firestore } from 'firebase-admin/firestore';
import { readSchedule, type Schedule } from '../../../src/domain/schedule-schema';
import { DEFAULT_SCHEDULES } from '../../../src/domain/schedule';
import { TOUR_IDS, type TourId } from '../../../src/domain/tours';
import { FULL_SEASON, generateSeason, type Season } from './season';
import { liveRentalShop } from './rentals';
import { currentWaiverText } from './waivers';
import { seasonWrites, writeSeason } from './write';

/** The schedules the stack runs on (`schedules/{tourId}`), the catalogue's where one is missing. */
async function liveSchedules(db: Firestore): Promise<Record<TourId, Schedule>> {
  const schedules = { ...DEFAULT_SCHEDULES };
  const snapshots = await db.getAll(...TOUR_IDS.map((tourId) => db.doc(`schedules/${tourId}`)));
  for (const snapshot of snapshots) {
    const reading = readSchedule(snapshot.data());
    if (reading.ok) schedules[snapshot.id as TourId] = reading.schedule;
  }
  return schedules;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Generates the full season around `now` from `seed` and writes it into the stack's Firestore,
 * printing its size and the writes' progress. Answers the season written.
 */
export async function seedSeason(db: Firestore, seed: number, now: Date): Promise<Season> {
  const started = performance.now();
  const season = generateSeason({
    seed,
    now,
    size: FULL_SEASON,
    schedules: await liveSchedules(db),
    waiverText: await currentWaiverText(),
    rentalShop: await liveRentalShop(db),
  });
  const writes = seasonWrites(season);
  console.log(
    `season (seed ${seed}): ${season.bookings.length} bookings, ${season.members.length} members, ` +
      `${season.waiversSigned} waivers, ${season.waitlist.length} waiting-list entries, ` +
      `${season.counters.length} seat counters, ${season.vouchers.length} voucher documents, ` +
      `${season.money.receipts.length} receipts, ${season.money.creditNotes.length} credit notes, ` +
      `${season.money.payouts.length} payouts, ${season.rentals.rentals.length} rentals, ` +
      `${season.applications.length} applications, ${season.auditLog.length} audit entries; ` +
      `generated in ${seconds(started)} s`,
  );
  const writing = performance.now();
  let shown = 0;
  await writeSeason(db, writes, (written, total) => {
    if (written - shown < total / 10 && written < total) return;
    shown = written;
    console.log(`  written ${written}/${total} documents (${seconds(writing)} s)`);
  });
  return season;
}
