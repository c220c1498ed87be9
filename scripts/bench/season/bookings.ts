import { Timestamp } from 'firebase-admin/firestore';
import type { BookingDoc } from '../../../functions/src/services/booking-base/booking-doc';
import { searchGramsAt } from '../../../functions/src/services/booking-base/search-grams';
import { CURRENCY, totalPriceCents } from '../../../src/domain/money';
import { tourStartsAt, type Schedule } from '../../../src/domain/schedule';
import { TERMS_VERSION } from '../../../src/domain/terms';
import { TOURS, type TourId } from '../../../src/domain/tours';
import { drawState, holdsSeatsIn, stateFields, type SeasonState } from './booking-states';
import { shiftDay, type Departure } from './departures';
import { memberValidOn, type SeasonMember } from './members';
import { makePerson } from './people';
import type { Random } from './random';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../src/domain/time-units';

export interface SeasonBooking {
  id: string;
  doc: BookingDoc;
  state: SeasonState;
}

export interface BookingsInput {
  departures: readonly Departure[];
  members: readonly SeasonMember[];
  schedules: Readonly<Record<TourId, Schedule>>;
  today: string;
  now: Date;
  count: number;
}

const at = (ms: number) => Timestamp.fromMillis(ms);
/** How long a refunded payment or a dispute stays in "Da controllare" before staff resolve it. */
const OPEN_ATTENTION_DAYS = 14;

const departureKey = ({ tourId, date }: Pick<Departure, 'tourId' | 'date'>) => `${tourId}_${date}`;

/** The mails of the day before, 48 h before and after the tour, sent for a day long gone. */
function mailsAlreadySent(state: SeasonState, date: string, startMs: number) {
  if (!holdsSeatsIn(state)) return {};
  return {
    reminderMailQueuedAt: at(startMs - DAY_MS - 2 * HOUR_MS),
    reminderMailDate: date,
    waiverReminderQueuedAt: at(startMs - 48 * HOUR_MS),
    ...(state === 'checked_in' ? { reviewMailQueuedAt: at(startMs + 10 * HOUR_MS) } : {}),
  };
}

/** Refunds of late payments and disputes: open while recent, resolved by a manager later. */
function attention(random: Random, state: SeasonState, paidMs: number, nowMs: number) {
  const reason =
    state === 'refunded'
      ? ('paid_after_release_refunded' as const)
      : holdsSeatsIn(state) && random.chance(0.004)
        ? ('dispute_opened' as const)
        : null;
  if (!reason) return { needsStaffAttention: false, staffAttentionReasons: [] };
  if (nowMs - paidMs < OPEN_ATTENTION_DAYS * DAY_MS) {
    return { needsStaffAttention: true, staffAttentionReasons: [reason] };
  }
  return {
    needsStaffAttention: false,
    staffAttentionReasons: [],
    staffAttentionResolvedAt: at(paidMs + 2 * DAY_MS),
    staffAttentionResolvedBy: 'season-manager',
    staffAttentionResolvedReasons: [reason],
  };
}

/**
 * `count` bookings spread over the departures, each by a member of the register, in the state its
 * day allows (a past day's checked in, an upcoming one's not yet). A limited day never holds more
 * seats than it has: a booking that would overfill it ended without seats (cancelled or expired).
 */
export function seasonBookings(random: Random, input: BookingsInput): SeasonBooking[] {
  const { departures, members, schedules, today, count } = input;
  const nowMs = input.now.getTime();
  const seatsLeft = new Map(
    departures.flatMap((d) => (d.capacity === null ? [] : [[departureKey(d), d.capacity]])),
  );
  const bookings: SeasonBooking[] = [];
  for (let index = 0; index < count; index += 1) {
    const departure = random.pick(departures);
    const { tourId, date } = departure;
    const participants = random.weighted({ 1: 30, 2: 45, 3: 15, 4: 10 });
    let state = drawState(random, date < today);
    const left = seatsLeft.get(departureKey(departure));
    if (holdsSeatsIn(state) && left !== undefined) {
      if (left < participants) state = random.chance(0.5) ? 'cancelled' : 'expired';
      else seatsLeft.set(departureKey(departure), left - participants);
    }
    const booker = memberValidOn(random, members, date);
    const id = random.id();
    const startMs = tourStartsAt(schedules[tourId], date).getTime();
    let createdMs = startMs - random.int(1, 60) * DAY_MS - random.int(0, 600) * MINUTE_MS;
    if (createdMs > nowMs - HOUR_MS) createdMs = nowMs - random.int(60, 30 * 24 * 60) * MINUTE_MS;
    const paidMs = Math.min(nowMs, createdMs + random.int(1, 10) * MINUTE_MS);
    const tour = TOURS[tourId];
    const phone = random.chance(0.7) ? makePerson(random, index).phone : undefined;
    const contact = {
      customerName: booker.fullName ?? '',
      customerEmail: booker.email ?? '',
      ...(phone ? { customerPhone: phone } : {}),
    };
    const base: BookingDoc = {
      tourId,
      tourName: tour.displayName,
      selectedDate: date,
      participants,
      participantNames: [
        contact.customerName,
        ...Array.from({ length: participants - 1 }, () => makePerson(random, 0).fullName),
      ],
      ...contact,
      searchGramsAt: searchGramsAt({ bookingId: id, ...contact }, at(createdMs)),
      additionalNotes: '',
      locale: booker.locale ?? 'it',
      gating: {
        isMember: true,
        termsAccepted: true,
        termsVersion: TERMS_VERSION,
        termsAcceptedAt: at(createdMs),
        medicalCertDeclared: true,
        memberNameEntered: contact.customerName,
        memberMatch: 'found',
        memberId: booker.memberNumber ?? null,
      },
      unitAmountCents: tour.priceCents,
      amountTotalCents: totalPriceCents(tour, participants),
      currency: CURRENCY,
      status: 'pending',
      holdsSeats: false,
      createdAt: at(createdMs),
      updatedAt: at(createdMs),
      expiresAt: at(createdMs + 31 * MINUTE_MS),
      anonymisedAt: null,
      needsStaffAttention: false,
      staffAttentionReasons: [],
    };
    const doc: BookingDoc = {
      ...base,
      ...stateFields(random, state, base, {
        bookingId: id,
        createdMs,
        paidMs,
        startMs,
        nowMs,
        movedFrom: shiftDay(date, random.pick([-7, 7])),
      }),
      ...(startMs + DAY_MS < nowMs ? mailsAlreadySent(state, date, startMs) : {}),
      ...attention(random, state, paidMs, nowMs),
    };
    bookings.push({ id, doc, state });
  }
  return bookings;
}
