import { Timestamp } from 'firebase-admin/firestore';
import type { WaitlistStatus } from '../../../src/domain/documents/waitlist';
import type { WaitlistEntryDoc } from '../../../functions/src/services/waitlist/waitlist-doc';
import { shiftDay, type Departure } from './departures';
import { makePerson } from './people';
import type { Random } from './random';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../src/domain/time-units';

export interface SeasonWaitlistEntry {
  id: string;
  doc: WaitlistEntryDoc;
}

/** The retention job blanks an entry's name and e-mail this long after its day. */
const ANONYMISED_AFTER_DAYS = 30;
const at = (ms: number) => Timestamp.fromMillis(ms);

/**
 * `count` waiting-list entries on the limited days, as the list leaves them: past days' entries
 * ended (booked, lapsed, left, or closed with the day; anonymised after 30 days), upcoming days'
 * mostly waiting, some unconfirmed or left, and a few holding an offer where seats are free.
 * `seatsHeld` (by `tourId_date`) gains the seats each offer holds.
 */
export function seasonWaitlist(
  random: Random,
  input: {
    departures: readonly Departure[];
    seatsHeld: Map<string, number>;
    today: string;
    now: Date;
    count: number;
  },
): SeasonWaitlistEntry[] {
  const limited = input.departures.filter((departure) => departure.capacity !== null);
  const nowMs = input.now.getTime();
  return Array.from({ length: input.count }, (_, index) => {
    const { tourId, date, capacity } = random.pick(limited);
    const key = `${tourId}_${date}`;
    const person = makePerson(random, 100_000 + index);
    const partySize = random.weighted({ 1: 40, 2: 45, 3: 10, 4: 5 });
    const dayMs = new Date(`${date}T12:00:00Z`).getTime();
    const past = date < input.today;
    let status: WaitlistStatus = past
      ? random.weighted({ closed: 40, lapsed: 20, booked: 15, left: 25 })
      : random.weighted({ waiting: 60, unconfirmed: 10, left: 15, lapsed: 8, booked: 7 });
    const held = input.seatsHeld.get(key) ?? 0;
    // An offer lasts hours and ends before the day's last bookable moment: only days well ahead.
    const offerable = date > shiftDay(input.today, 3) && held + partySize <= capacity!;
    if (status === 'waiting' && offerable) {
      status = 'offered';
      input.seatsHeld.set(key, held + partySize);
    }
    const createdMs =
      status === 'unconfirmed'
        ? nowMs - random.int(1, 20) * HOUR_MS
        : Math.min(nowMs - HOUR_MS, dayMs - random.int(1, 20) * DAY_MS);
    const confirmedMs = createdMs + random.int(2, 120) * MINUTE_MS;
    const endedMs = Math.min(nowMs, confirmedMs + random.int(1, 72) * HOUR_MS);
    const anonymised = past && dayMs + ANONYMISED_AFTER_DAYS * DAY_MS < nowMs;
    const doc: WaitlistEntryDoc = {
      tourId,
      date,
      name: anonymised ? '' : person.fullName,
      email: anonymised ? '' : person.email,
      partySize,
      locale: random.chance(0.85) ? 'it' : 'en',
      status,
      holdsSeats: status === 'offered',
      createdAt: at(createdMs),
      updatedAt: at(status === 'waiting' || status === 'unconfirmed' ? confirmedMs : endedMs),
      ...(status === 'unconfirmed'
        ? { confirmBy: at(createdMs + DAY_MS) }
        : { confirmedAt: at(confirmedMs) }),
      offers: status === 'offered' || status === 'booked' || status === 'lapsed' ? 1 : 0,
      ...(status === 'offered'
        ? {
            offeredAt: at(nowMs - HOUR_MS),
            offerExpiresAt: at(nowMs + random.int(6, 20) * HOUR_MS),
          }
        : {}),
      ...(['booked', 'lapsed', 'left', 'closed'].includes(status) ? { endedAt: at(endedMs) } : {}),
      anonymisedAt: anonymised ? at(dayMs + (ANONYMISED_AFTER_DAYS + 1) * DAY_MS) : null,
    };
    return { id: random.id(), doc };
  });
}
