import { Timestamp } from 'firebase-admin/firestore';
import { waiversKeptUntil } from '../../../functions/src/services/waiver-base/waiver-holder';
import { WAIVER } from '../../../src/content/waiver';
import type { storedWaiverSchema } from '../../../src/domain/documents/waiver';
import type { Locale } from '../../../src/domain/locale';
import type { z } from '../../../src/domain/zod';
import { waiverDigest } from '../../../src/domain/waiver';
import { holdsSeatsIn } from './booking-states';
import type { SeasonBooking } from './bookings';
import type { Random } from './random';
import { MINUTE_MS } from '../../../src/domain/time-units';

const PLACES = ['Negrar', 'Verona', 'Fumane', 'San Pietro in Cariano', 'Marano di Valpolicella'];

/** The waiver text the participants signed: its version and SHA-256 in each language. */
export interface SignedText {
  version: string;
  digests: Readonly<Record<Locale, string>>;
}

type StoredWaiver = z.output<ReturnType<typeof storedWaiverSchema<Timestamp>>>;

/**
 * One participant's signature as the signing functions store it, at `signedMs`: one signer in ten
 * a minor, signed for by the customer as parent; a staff-collected one with the guide's phone time.
 */
export function seasonWaiver(
  random: Random,
  signer: { index: number; name: string; customerName: string; year: number },
  text: SignedText,
  { signedMs, byStaff }: { signedMs: number; byStaff: boolean },
): StoredWaiver {
  const minor = random.chance(0.1);
  const birthYear = signer.year - (minor ? random.int(8, 16) : random.int(19, 70));
  const language = random.chance(0.85) ? 'it' : 'en';
  return {
    participantIndex: signer.index,
    signerName: signer.name,
    birthDate: `${birthYear}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
    place: random.pick(PLACES),
    ...(minor ? { guardian: { name: signer.customerName, relationship: 'parent' as const } } : {}),
    textVersion: text.version,
    textSha256: text.digests[language],
    language,
    signedAt: Timestamp.fromMillis(signedMs),
    channel: byStaff ? 'staff' : 'link',
    ...(byStaff
      ? { collectedBy: 'season-guide', signedAtDevice: new Date(signedMs).toISOString() }
      : {}),
  };
}

/**
 * Signs `count` waivers on the seat-holding bookings, one participant at a time, in a random order
 * of bookings: most parties signed whole, the last one touched partly (someone still to sign). One
 * rider in ten is a minor, signed for by a parent. Changes the bookings in place.
 */
export function signWaivers(
  random: Random,
  bookings: SeasonBooking[],
  count: number,
  text: SignedText,
  now: Date,
): number {
  const candidates = bookings.filter((booking) => holdsSeatsIn(booking.state));
  let signed = 0;
  while (signed < count && candidates.length > 0) {
    const [booking] = candidates.splice(random.int(0, candidates.length - 1), 1);
    const { doc } = booking!;
    const paidMs = doc.paidAt?.toMillis() ?? doc.createdAt.toMillis();
    const waivers: NonNullable<typeof doc.waivers> = {};
    for (let index = 0; index < doc.participants && signed < count; index += 1) {
      const byStaff = random.chance(0.2);
      const signedMs = Math.min(now.getTime(), paidMs + random.int(5, 600) * MINUTE_MS);
      waivers[String(index)] = seasonWaiver(
        random,
        {
          index,
          name: doc.participantNames[index] ?? doc.customerName,
          customerName: doc.customerName,
          year: Number(doc.selectedDate.slice(0, 4)),
        },
        text,
        { signedMs, byStaff },
      );
      signed += 1;
    }
    doc.waivers = waivers;
    doc.waiversKeptUntil = waiversKeptUntil(doc.selectedDate);
  }
  return signed;
}

/** Today's waiver text as the signing functions hash it (src/domain/waiver.ts). */
export async function currentWaiverText(): Promise<SignedText> {
  const [it, en] = await Promise.all([waiverDigest(WAIVER, 'it'), waiverDigest(WAIVER, 'en')]);
  return { version: WAIVER.version, digests: { it, en } };
}
