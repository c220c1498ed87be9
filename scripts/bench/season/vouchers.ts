import { Timestamp } from 'firebase-admin/firestore';
import { ASSOCIATION } from '../../../src/content/association';
import { todayInRome } from '../../../src/domain/calendar';
import { monthInRome } from '../../../src/domain/months';
import { DEFAULT_VOUCHER_SETTINGS } from '../../../src/domain/documents/voucher-settings';
import { CURRENCY } from '../../../src/domain/money';
import { TOURS, TOUR_IDS, type TourId } from '../../../src/domain/tours';
import {
  VOUCHER_FREE_MAX_CENTS,
  VOUCHER_FREE_MIN_CENTS,
  VOUCHER_PRESET_CENTS,
  voucherCoverage,
  voucherValueCents,
  type VoucherValueChoice,
} from '../../../src/domain/vouchers/amount';
import { formatVoucherCode, newVoucherCode } from '../../../src/domain/vouchers/code';
import { deliveryInstant } from '../../../src/domain/vouchers/delivery';
import { voucherBalanceCents } from '../../../src/domain/vouchers/ledger';
import { isVoucherValidOn, voucherValidUntil } from '../../../src/domain/vouchers/validity';
import { HOLD_MINUTES } from '../../../functions/src/services/booking-base/deps';
import type {
  VoucherDoc,
  VoucherEntry,
} from '../../../functions/src/services/vouchers/voucher-doc';
import { voucherSearchGramsAt } from '../../../functions/src/services/vouchers/voucher-search';
import type { SeasonState } from './booking-states';
import type { SeasonBooking } from './bookings';
import { mostCommon } from './most-common';
import { SEASON_DAYS_BEHIND, shiftDay } from './departures';
import { makePerson } from './people';
import type { Random } from './random';
import type { SeasonWrite } from './write';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../src/domain/time-units';

export interface VouchersInput {
  /** The season's "today": every sale, use and change lies in the half year before it. */
  now: Date;
  count: number;
  /** The season's bookings: the vouchers' ledgers pay some of them (the bookings stay as they are). */
  bookings: readonly SeasonBooking[];
}

const at = (ms: number) => Timestamp.fromMillis(ms);
/** The manager of the season's staff actions (as bookings.ts names them). */
const MANAGER_UID = 'season-manager';
/** `voucherIssueRequests/{uid}_{requestId}`: staffIssueVoucher's marker of a hand issue. */
const ISSUE_REQUESTS = 'voucherIssueRequests';
/**
 * `settings/vouchers.validityMonths` is the association's to set (1–120) and a voucher keeps the
 * validity of its issue day. Vouchers sold at most half a year ago and valid 24 months never lapse,
 * so a share is valid three months: some of those lapsed ("Scaduto"), some a manager extended.
 */
const SHORT_VALIDITY_MONTHS = 3;

const MESSAGES = [
  '',
  '',
  'Buon compleanno! Goditi la Valpolicella in e-bike.',
  'Per il vostro anniversario: un giro tra le vigne.',
  'Tanti auguri di buon Natale!',
  'Grazie di tutto, a presto!',
  'Happy birthday, enjoy the ride!',
];
const VOID_REASONS = [
  'Acquistato due volte per errore: rimborsato il secondo',
  "Rimborsato su richiesta dell'acquirente",
  'Sostituito da un nuovo buono con il nome corretto',
];
const HAND_REASONS = [
  'Tour annullato per maltempo: rimborso come buono, con il consenso del cliente',
  'Gesto di cortesia per il disguido con la bici',
  'Premio della lotteria della festa di paese',
];

/** The mirror the outbox leaves on `mail.<key>` once it sent the message. */
const mailSent = (ms: number) => ({
  status: 'sent' as const,
  attempts: 1,
  updatedAt: at(ms),
  sentAt: at(ms),
});

/** Codes as the real path draws them (newVoucherCode), its bytes from the season's PRNG. */
function codeDrawer(random: Random): () => string {
  const taken = new Set<string>();
  const bytes = (length: number) => Uint8Array.from({ length }, () => random.int(0, 255));
  return () => {
    let code = newVoucherCode(bytes);
    while (taken.has(code)) code = newVoucherCode(bytes);
    taken.add(code);
    return code;
  };
}

/** A sale's moment in the half year behind `now`; gifts sell three times as well before Christmas. */
function saleMs(random: Random, nowMs: number): number {
  for (;;) {
    const ms = nowMs - random.int(10, SEASON_DAYS_BEHIND * 24 * 60) * MINUTE_MS;
    const day = todayInRome(new Date(ms));
    const christmas = day.slice(5, 7) === '12' && day.slice(8) <= '24';
    if (christmas || random.chance(1 / 3)) return ms;
  }
}

/** What a buyer chooses on "Regala un tour": a preset or free amount, or a tour for a party. */
function drawValue(random: Random): { choice: VoucherValueChoice; value: VoucherDoc['value'] } {
  const kind = random.weighted({ preset: 50, free: 15, tour: 35 });
  if (kind === 'tour') {
    const tourId: TourId = random.pick(TOUR_IDS);
    const people = random.weighted({ 1: 15, 2: 60, 3: 10, 4: 15 });
    return {
      choice: { kind: 'tour', tourId, people },
      value: { kind: 'tour', tourId, tourName: TOURS[tourId].displayName, people },
    };
  }
  const amountCents =
    kind === 'preset'
      ? random.pick(VOUCHER_PRESET_CENTS)
      : random.int(VOUCHER_FREE_MIN_CENTS / 100, VOUCHER_FREE_MAX_CENTS / 100) * 100;
  return { choice: { kind: 'amount', amountCents }, value: { kind: 'amount' } };
}

/** Booking states a voucher's reserve can end in; a payment refunded after its lapse is left out. */
const REDEEMABLE = new Set<SeasonState>(['checked_in', 'paid', 'moved', 'cancelled', 'expired']);

/** The ledger entries one booking writes: reserve, then spend (and refund), or release. */
function bookingEntries({ id, doc, state }: SeasonBooking, ledgerCents: number): VoucherEntry[] {
  const reserve = {
    kind: 'reserve' as const,
    amountCents: -ledgerCents,
    at: doc.createdAt,
    bookingId: id,
  };
  if (state === 'expired') {
    return [
      reserve,
      { kind: 'release', amountCents: ledgerCents, at: doc.expiredAt!, bookingId: id },
    ];
  }
  const spend = { kind: 'spend' as const, amountCents: 0, at: doc.paidAt!, bookingId: id };
  if (state !== 'cancelled') return [reserve, spend];
  return [
    reserve,
    spend,
    { kind: 'refund', amountCents: ledgerCents, at: doc.cancelledAt!, bookingId: id },
  ];
}

/** The season's bookings a voucher may pay, by creation; each is paid by one voucher at most. */
function bookingPool(bookings: readonly SeasonBooking[]) {
  const sorted = bookings
    .filter((booking) => REDEEMABLE.has(booking.state))
    .sort((a, b) => a.doc.createdAt.toMillis() - b.doc.createdAt.toMillis());
  const times = sorted.map((booking) => booking.doc.createdAt.toMillis());
  const firstAfter = (ms: number) => {
    let [low, high] = [0, times.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (times[middle]! <= ms) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const used = new Set<string>();
  return {
    /** An unused booking made after `fromMs` while the voucher was valid, of `tourId` if it can. */
    draw(random: Random, fromMs: number, validUntil: string, tourId?: TourId) {
      const start = firstAfter(fromMs);
      if (start >= sorted.length) return undefined;
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const booking = sorted[random.int(start, sorted.length - 1)]!;
        if (used.has(booking.id)) continue;
        if (!isVoucherValidOn(validUntil, booking.doc.createdAt.toDate())) continue;
        if (tourId && attempt < 20 && booking.doc.tourId !== tourId) continue;
        return booking;
      }
      return undefined;
    },
    take: (id: string) => used.add(id),
  };
}

type Pool = ReturnType<typeof bookingPool>;

/**
 * Up to `uses` bookings paid by the voucher, one after the other, each reserving what
 * voucherCoverage (the checkout's rule) takes from the balance of that moment. Later reserves
 * come later, so the release or refund of an earlier one only adds: the balance never goes below 0.
 */
function redeem(
  random: Random,
  pool: Pool,
  voucher: Pick<VoucherDoc, 'value' | 'amountCents' | 'validUntil'>,
  fromMs: number,
  uses: number,
): VoucherEntry[] {
  const entries: VoucherEntry[] = [];
  const { value, amountCents } = voucher;
  let afterMs = fromMs;
  for (let use = 0; use < uses; use += 1) {
    const booking = pool.draw(
      random,
      afterMs,
      voucher.validUntil,
      value.kind === 'tour' && use === 0 ? value.tourId : undefined,
    );
    if (!booking) break;
    const reserveMs = booking.doc.createdAt.toMillis();
    const balanceCents =
      amountCents +
      voucherBalanceCents(entries.filter((entry) => entry.at.toMillis() <= reserveMs));
    if (balanceCents <= 0) break;
    const { coveredCents, ledgerCents } = voucherCoverage(
      {
        balanceCents,
        issuedCents: amountCents,
        ...(value.kind === 'tour' ? { tour: { tourId: value.tourId, people: value.people } } : {}),
      },
      {
        tourId: booking.doc.tourId,
        participants: booking.doc.participants,
        priceCents: booking.doc.amountTotalCents,
      },
    );
    if (coveredCents <= 0 || ledgerCents <= 0) continue;
    pool.take(booking.id);
    entries.push(...bookingEntries(booking, ledgerCents));
    afterMs = reserveMs;
  }
  return entries;
}

const byTime = (a: VoucherEntry, b: VoucherEntry) => a.at.toMillis() - b.at.toMillis();
const lastMs = (entries: readonly VoucherEntry[]) =>
  Math.max(...entries.map((e) => e.at.toMillis()));

interface Issued {
  doc: VoucherDoc;
  /** When the recipient could first use it: its delivery, or its issue. */
  usableFromMs: number | null;
  short: boolean;
}

/** A manager's changes after the uses: an extension of a short validity, then perhaps the void. */
function staffChanges(random: Random, issued: Issued, nowMs: number): VoucherDoc {
  const doc = { ...issued.doc, entries: [...issued.doc.entries] };
  const issuedMs = doc.issuedAt!.toMillis();
  if (issued.short && random.chance(0.4)) {
    const fromMs = Math.max(
      issuedMs + DAY_MS,
      new Date(`${doc.validUntil}T12:00:00Z`).getTime() - 30 * DAY_MS,
    );
    if (fromMs < nowMs - HOUR_MS) {
      const extendMs = random.int(fromMs, nowMs - HOUR_MS);
      // Later than the last day, counted from the later of it and the day of the change.
      const extendDay = todayInRome(new Date(extendMs));
      const from = doc.validUntil > extendDay ? doc.validUntil : extendDay;
      const validUntil = shiftDay(from, random.pick([30, 90, 180, 365]));
      const note = `${doc.validUntil} → ${validUntil}`;
      doc.entries.push({
        kind: 'extend',
        amountCents: 0,
        at: at(extendMs),
        note,
        byUid: MANAGER_UID,
      });
      doc.validUntil = validUntil;
    }
  }
  doc.entries.sort(byTime);
  const voidFromMs = lastMs(doc.entries) + HOUR_MS;
  if (random.chance(0.04) && voidFromMs < nowMs) {
    const voidMs = random.int(voidFromMs, nowMs);
    doc.entries.push({
      kind: 'void',
      amountCents: -Math.max(0, voucherBalanceCents(doc.entries)),
      at: at(voidMs),
      note: random.pick(VOID_REASONS),
      byUid: MANAGER_UID,
    });
    doc.voidedAt = at(voidMs);
    // A delivery still waiting for its day is not sent.
    delete doc.deliveryDueAt;
  }
  return doc;
}

type CheckoutFields = Pick<
  VoucherDoc,
  | 'value'
  | 'amountCents'
  | 'currency'
  | 'buyerName'
  | 'buyerEmail'
  | 'recipientName'
  | 'message'
  | 'locale'
  | 'stripeSessionId'
  | 'checkoutExpiresAt'
  | 'createdAt'
>;

/**
 * What the purchase's checkout stored of a voucher (the buyer, the recipient's first name, the
 * value, the words), and the recipient's address for a scheduled delivery.
 */
function checkoutFields(
  random: Random,
  index: number,
  code: string,
  createdMs: number,
): { fields: CheckoutFields; recipientEmail: string } {
  const buyer = makePerson(random, 200_000 + index);
  const recipient = makePerson(random, 300_000 + index);
  const { choice, value } = drawValue(random);
  const fields: CheckoutFields = {
    value,
    amountCents: voucherValueCents(choice),
    currency: CURRENCY,
    buyerName: buyer.fullName,
    buyerEmail: buyer.email,
    recipientName: recipient.fullName.split(' ')[0]!,
    message: random.pick(MESSAGES),
    locale: random.chance(0.85) ? 'it' : 'en',
    stripeSessionId: `cs_test_${code}`,
    checkoutExpiresAt: at(createdMs + HOLD_MINUTES * MINUTE_MS),
    createdAt: at(createdMs),
  };
  return { fields, recipientEmail: recipient.email };
}

/** A voucher paid online, as fulfilVoucherPurchase and its delivery (now or scheduled) leave it. */
function soldVoucher(random: Random, index: number, code: string, nowMs: number): Issued {
  const createdMs = saleMs(random, nowMs);
  const issuedMs = createdMs + random.int(1, 8) * MINUTE_MS;
  const { fields: checkout, recipientEmail } = checkoutFields(random, index, code, createdMs);
  const short = random.chance(0.15);
  const months = short ? SHORT_VALIDITY_MONTHS : DEFAULT_VOUCHER_SETTINGS.validityMonths;
  const scheduled = random.chance(0.35);
  const base = {
    ...checkout,
    status: 'issued',
    paymentIntentId: `pi_${code}`,
    issuedAt: at(issuedMs),
    validUntil: voucherValidUntil(new Date(issuedMs), months),
    entries: [{ kind: 'issue', amountCents: checkout.amountCents, at: at(issuedMs) }],
  } satisfies Partial<VoucherDoc>;
  const sentMs = (ms: number) => Math.min(nowMs, ms);
  if (!scheduled) {
    return {
      doc: {
        ...base,
        delivery: { kind: 'now_to_buyer' },
        deliveryQueuedAt: at(issuedMs),
        updatedAt: at(issuedMs),
        mail: { delivery: mailSent(sentMs(issuedMs + MINUTE_MS)) },
      },
      usableFromMs: issuedMs,
      short,
    };
  }
  const day = shiftDay(todayInRome(new Date(issuedMs)), random.int(1, 45));
  const deliverMs = deliveryInstant(day, random.int(7, 20)).getTime();
  const delivery = {
    kind: 'scheduled' as const,
    recipientEmail,
    at: at(deliverMs),
  };
  const receipt = mailSent(sentMs(issuedMs + MINUTE_MS));
  // The delivery job runs every few minutes: a delivery due just now may still wait for it.
  const deliveredMs = deliverMs + random.int(1, 5) * MINUTE_MS;
  if (deliveredMs > nowMs) {
    return {
      doc: {
        ...base,
        delivery,
        deliveryDueAt: at(deliverMs),
        updatedAt: at(issuedMs),
        mail: { receipt },
      },
      usableFromMs: null,
      short,
    };
  }
  return {
    doc: {
      ...base,
      delivery,
      deliveryQueuedAt: at(deliveredMs),
      updatedAt: at(deliveredMs),
      mail: {
        receipt,
        delivery: mailSent(sentMs(deliveredMs + MINUTE_MS)),
        deliveryCopy: mailSent(sentMs(deliveredMs + 2 * MINUTE_MS)),
      },
    },
    usableFromMs: deliveredMs,
    short,
  };
}

/** A voucher a manager issued by hand (staffIssueVoucher): mailed at once, the association its buyer. */
function handVoucher(random: Random, index: number, nowMs: number): Issued {
  const issuedMs = saleMs(random, nowMs);
  const recipient = makePerson(random, 300_000 + index);
  const amountCents = random.int(10, 400) * 100 + random.pick([0, 0, 50, 90]);
  const short = random.chance(0.15);
  const months = short ? SHORT_VALIDITY_MONTHS : DEFAULT_VOUCHER_SETTINGS.validityMonths;
  return {
    doc: {
      status: 'issued',
      value: { kind: 'amount' },
      amountCents,
      currency: CURRENCY,
      buyerName: ASSOCIATION.name,
      buyerEmail: ASSOCIATION.email,
      recipientName: recipient.fullName,
      message: random.pick(MESSAGES),
      locale: random.chance(0.85) ? 'it' : 'en',
      delivery: { kind: 'by_hand', recipientEmail: recipient.email },
      issuedAt: at(issuedMs),
      validUntil: voucherValidUntil(new Date(issuedMs), months),
      entries: [
        {
          kind: 'issue',
          amountCents,
          at: at(issuedMs),
          note: random.pick(HAND_REASONS),
          byUid: MANAGER_UID,
        },
      ],
      deliveryQueuedAt: at(issuedMs),
      createdAt: at(issuedMs),
      updatedAt: at(issuedMs),
      mail: {
        delivery: mailSent(Math.min(nowMs, issuedMs + MINUTE_MS)),
        deliveryCopy: mailSent(Math.min(nowMs, issuedMs + 2 * MINUTE_MS)),
      },
    },
    usableFromMs: issuedMs,
    short,
  };
}

/**
 * A purchase whose checkout never got paid: `cancelled` once it ended (webhook or the holds job),
 * or still `pending` while it is open. Neither has an entry, an issue or a delivery queued.
 */
function unpaidVoucher(
  random: Random,
  index: number,
  code: string,
  nowMs: number,
  open: boolean,
): VoucherDoc {
  const createdMs = open
    ? nowMs - random.int(1, 20) * MINUTE_MS
    : Math.min(saleMs(random, nowMs), nowMs - HOUR_MS);
  const endsMs = createdMs + HOLD_MINUTES * MINUTE_MS;
  return {
    ...checkoutFields(random, index, code, createdMs).fields,
    status: open ? 'pending' : 'cancelled',
    delivery: { kind: 'now_to_buyer' },
    validUntil: voucherValidUntil(new Date(createdMs), DEFAULT_VOUCHER_SETTINGS.validityMonths),
    entries: [],
    updatedAt: at(open ? createdMs : Math.min(nowMs, endsMs + random.int(0, 10) * MINUTE_MS)),
  };
}

/**
 * `count` gift vouchers of the half year behind `now`, as the real paths leave `vouchers/{code}`:
 * sold online (delivered to the buyer now, or scheduled for a day, delivered or still waiting),
 * issued by hand, or never paid; used on season bookings (reserve, then spend and perhaps refund,
 * or release), extended, voided. A hand issue also leaves staffIssueVoucher's request marker.
 */
export function seasonVouchers(random: Random, input: VouchersInput): SeasonWrite[] {
  const nowMs = input.now.getTime();
  const pool = bookingPool(input.bookings);
  const drawCode = codeDrawer(random);
  const writes: SeasonWrite[] = [];
  for (let index = 0; index < input.count; index += 1) {
    const code = drawCode();
    const origin = random.weighted({ sale: 87, by_hand: 6, cancelled: 6, pending: 1 });
    if (origin === 'cancelled' || origin === 'pending') {
      const doc = unpaidVoucher(random, index, code, nowMs, origin === 'pending');
      writes.push({ path: `vouchers/${code}`, data: doc });
      continue;
    }
    const issued =
      origin === 'sale'
        ? soldVoucher(random, index, code, nowMs)
        : handVoucher(random, index, nowMs);
    if (issued.usableFromMs !== null) {
      const uses = random.weighted({ 0: 40, 1: 35, 2: 15, 3: 10 });
      issued.doc.entries.push(
        ...redeem(random, pool, issued.doc, issued.usableFromMs + HOUR_MS, uses),
      );
    }
    const doc = staffChanges(random, issued, nowMs);
    // Every entry written bumps `updatedAt` (staffVoucherMonth's query relies on it).
    doc.updatedAt = at(Math.max(doc.updatedAt.toMillis(), lastMs(doc.entries)));
    doc.searchGramsAt = voucherSearchGramsAt(code, doc);
    writes.push({ path: `vouchers/${code}`, data: doc });
    if (origin === 'by_hand') {
      writes.push({
        path: `${ISSUE_REQUESTS}/${MANAGER_UID}_${random.id()}`,
        data: { code, createdAt: doc.createdAt },
      });
    }
  }
  return writes;
}

/** The vouchers among `writes`, with their codes. */
export function vouchersOf(writes: readonly SeasonWrite[]): { code: string; doc: VoucherDoc }[] {
  return writes.flatMap(({ path, data }) =>
    path.startsWith('vouchers/')
      ? [{ code: path.slice('vouchers/'.length), doc: data as VoucherDoc }]
      : [],
  );
}

/**
 * What the bench asks the voucher views: "Buoni"'s search by the buyers' commonest surname (more
 * than a page of answers, as a real search of "Rossi" gives) and by one code, and the treasurer's
 * month with the most sales (Europe/Rome).
 */
export function voucherBenchQueries(writes: readonly SeasonWrite[]): {
  surname: string;
  code: string;
  month: string;
} {
  const issued = vouchersOf(writes).filter(({ doc }) => doc.status === 'issued');
  const bought = issued.filter(({ doc }) => doc.delivery.kind !== 'by_hand');
  const used = issued.find(({ doc }) => doc.entries.some((entry) => entry.kind === 'spend'));
  return {
    surname: mostCommon(
      bought.map(({ doc }) => doc.buyerName.slice(doc.buyerName.indexOf(' ') + 1)),
      'voucher bought',
    ),
    code: formatVoucherCode((used ?? issued[0]!).code),
    month: mostCommon(
      issued.map(({ doc }) => monthInRome(doc.issuedAt!.toDate())),
      'voucher issued',
    ),
  };
}
