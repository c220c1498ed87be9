/**
 * The rules of the liability waiver every participant signs (the text is src/content/waiver.ts):
 * who is a minor, how long a signing link works, what state a participant's waiver is in, and the
 * digest that ties a signature to the exact words signed. Shared by the signing page, the staff
 * area and the functions.
 */
import type { Locale } from './locale';
import { todayInRome } from './calendar';

/** Age of majority in Italy (art. 2 c.c.): younger participants need a guardian's signature. */
export const MAJORITY_AGE = 18;

/**
 * How long a signed waiver is kept: ten years after the tour, the ordinary limitation period
 * (art. 2946 c.c.) of a claim a participant could bring against the association, for which the
 * waiver is the evidence. It outlives the booking's own personal data (12 months): the retention
 * job removes the waivers when this period ends.
 */
export const WAIVER_RETENTION_YEARS = 10;

/** Whether someone born on `birthDate` (YYYY-MM-DD) is still a minor on `onDate` (YYYY-MM-DD). */
export function isMinorOn(birthDate: string, onDate: string): boolean {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDate.split('-').map(Number) as [number, number, number];
  const hadBirthdayThisYear = m > bm || (m === bm && d >= bd);
  const age = y - by - (hadBirthdayThisYear ? 0 : 1);
  return age < MAJORITY_AGE;
}

/**
 * A participant's signing link works until the end of the tour's day (Europe/Rome): the waiver
 * is signed before the activity, at the latest at the meeting point.
 */
export function isWaiverLinkExpired(tourDate: string, now: Date): boolean {
  return todayInRome(now) > tourDate;
}

/** What staff and the booker see of one participant's waiver. */
export const WAIVER_STATES = [
  'signed',
  /** A minor's waiver, signed by their parent or guardian. */
  'guardian_signed',
  /** Never signed, or signed for an earlier version of the text. */
  'missing',
] as const;
export type WaiverState = (typeof WAIVER_STATES)[number];

/** The stored signature's parts that decide its state. */
export interface WaiverSignatureSummary {
  textVersion: string;
  guardian?: unknown;
}

export function waiverStateOf(
  signature: WaiverSignatureSummary | undefined | null,
  currentVersion: string,
): WaiverState {
  if (!signature || signature.textVersion !== currentVersion) return 'missing';
  return signature.guardian ? 'guardian_signed' : 'signed';
}

/** The text's parts as the digest reads them: the content module's shape, for one language. */
export interface DigestibleWaiver {
  version: string;
  title: Readonly<Record<Locale, string>>;
  intro: Readonly<Record<Locale, string>>;
  clauses: readonly {
    id: string;
    heading: Readonly<Record<Locale, string>>;
    paragraphs: readonly Readonly<Record<Locale, string>>[];
  }[];
  generalApproval: Readonly<Record<Locale, string>>;
  specificApproval: Readonly<Record<Locale, string>>;
  contact: Readonly<Record<Locale, string>>;
}

/**
 * The text exactly as a participant reads it in one language, one block per line: what the
 * digest is computed on. Stable: the same words always give the same string.
 */
export function canonicalWaiverText(waiver: DigestibleWaiver, locale: Locale): string {
  return [
    `version: ${waiver.version}`,
    `language: ${locale}`,
    waiver.title[locale],
    waiver.intro[locale],
    ...waiver.clauses.flatMap((clause) => [
      clause.heading[locale],
      ...clause.paragraphs.map((paragraph) => paragraph[locale]),
    ]),
    waiver.generalApproval[locale],
    waiver.specificApproval[locale],
    waiver.contact[locale],
  ].join('\n');
}

/** SHA-256 of the canonical text in `locale`, lowercase hex (WebCrypto: browser and Node alike). */
export async function waiverDigest(waiver: DigestibleWaiver, locale: Locale): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalWaiverText(waiver, locale));
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
