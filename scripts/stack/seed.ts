import { readFileSync } from 'node:fs';
import { addDays, format, nextSaturday, parseISO } from 'date-fns';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { todayInRome } from '../../src/domain/calendar';
import { normalizeMemberName } from '../../src/domain/members';
import { memberRegisterKeys } from '../../src/domain/member-register-keys';
import { DEFAULT_SCHEDULES, type Schedule } from '../../src/domain/schedule';
import { TOUR_IDS, type TourId } from '../../src/domain/tours';
import { backfillSearchGrams } from '../../functions/src/services/booking-search/backfill-search-grams';
import { rebuildSeasonTotals } from '../../functions/src/services/season/season-totals';
import { HOST, PORTS, PROJECT_ID } from './ports';
import { writeMissingRentalStock } from './demo-rental-stock';
import { ensureDemoStaff } from './staff-claim';
import { writeMissingSettings } from './settings-documents';

interface FixtureMember {
  memberNumber: string;
  fullName: string;
  validity: 'current' | 'lapsed';
}

export function readDemoMembers(): FixtureMember[] {
  const file = new URL('../../fixtures/members.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { members: FixtureMember[] }).members;
}

/** A current member is valid to the end of next year, a lapsed one ended last year. */
export function demoValidUntil(validity: FixtureMember['validity'], now: Date): string {
  const year = Number(todayInRome(now).slice(0, 4));
  return validity === 'current' ? `${year + 1}-12-31` : `${year - 1}-12-31`;
}

/** A demo member as staff's import writes it in members/{memberNumber}. */
export function demoMemberDoc(member: FixtureMember, now: Date) {
  const normalizedName = normalizeMemberName(member.fullName);
  return {
    fullName: member.fullName,
    normalizedName,
    memberNumber: member.memberNumber,
    ...memberRegisterKeys(member.memberNumber, normalizedName),
    validUntil: demoValidUntil(member.validity, now),
  };
}

/** Writes the demo register as staff would import it: members/{memberNumber}. */
export async function writeDemoMembers(db: Firestore, now = new Date()): Promise<number> {
  const batch = db.batch();
  const members = readDemoMembers();
  for (const member of members) {
    batch.set(db.collection('members').doc(member.memberNumber), demoMemberDoc(member, now));
  }
  await batch.commit();
  return members.length;
}

/**
 * The catalogue's schedules, with every event given upcoming dates (the spec's are in 2025), so
 * each flow can be tried on any day: the Saturday at least two weeks ahead, and for the chestnut
 * tour that Sunday and the next.
 */
export function demoSchedules(now: Date): Record<TourId, Schedule> {
  const saturday = nextSaturday(addDays(parseISO(todayInRome(now)), 13));
  const day = (offset: number) => format(addDays(saturday, offset), 'yyyy-MM-dd');
  const withDates = (tourId: TourId, dates: string[]) => ({
    ...DEFAULT_SCHEDULES[tourId],
    dates: [...DEFAULT_SCHEDULES[tourId].dates, ...dates],
  });
  return {
    ...DEFAULT_SCHEDULES,
    castagne: withDates('castagne', [day(1), day(8)]),
    'walk-wine-pojega': withDates('walk-wine-pojega', [day(0)]),
    'walk-wine-in-villa': withDates('walk-wine-in-villa', [day(7)]),
  };
}

/**
 * Writes a schedule only where `schedules/{tourId}` is missing: staff's changes in the console are
 * never overwritten. Answers how many documents it created.
 */
export async function writeMissingSchedules(
  db: Firestore,
  schedules: Record<TourId, Schedule>,
): Promise<number> {
  let created = 0;
  for (const tourId of TOUR_IDS) {
    const ref = db.collection('schedules').doc(tourId);
    created += await db.runTransaction(async (tx) => {
      if ((await tx.get(ref)).exists) return 0;
      tx.create(ref, schedules[tourId]);
      return 1;
    });
  }
  return created;
}

/**
 * Loads the demo register, the demo schedules, the settings documents and the demo rental stock
 * into the local stack's Firestore emulator, and gives the bookings already there (kept from an earlier
 * run) the staff search's grams and the season's money totals: bookings made on the stack get
 * them from the checkout and the seasonTotalsOnBookingWrite trigger.
 */
export async function seedDemoData(): Promise<{
  members: number;
  schedules: number;
  settingsCreated: number;
  rentalStock: number;
  bookingsIndexed: number;
  seasonMonths: number;
}> {
  process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${PORTS.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${PORTS.auth}`;
  const app = initializeApp({ projectId: PROJECT_ID }, `seed-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const now = new Date();
    await ensureDemoStaff(getAuth(app));
    return {
      members: await writeDemoMembers(db, now),
      schedules: await writeMissingSchedules(db, demoSchedules(now)),
      settingsCreated: (await writeMissingSettings(db)).filter((doc) => doc.created).length,
      rentalStock: await writeMissingRentalStock(db),
      bookingsIndexed: (await backfillSearchGrams(db)).updated,
      // Bookings kept from an earlier run may predate the trigger; the grams' writes above change
      // no money, so the trigger adds nothing on top of this rebuild.
      seasonMonths: (await rebuildSeasonTotals(db)).months,
    };
  } finally {
    await deleteApp(app);
  }
}
