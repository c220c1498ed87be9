import { RENTAL_MODEL_IDS, type RentalModelId } from '@/domain/rental/price-list';
import { TOUR_IDS, type TourId } from '@/domain/tours';
import { fromBase64url, toBase64url } from './base64url';
import { DAY_MS, MINUTE_MS } from '@/domain/time-units';

/**
 * What a ticket states, signed by the server when the booking is paid. The staff area checks it
 * offline against the day's roster, so it carries only what identifies the booking there.
 */
export interface TicketPayload {
  /** The booking id's first 8 characters, as stored (case kept): the roster finds the booking. */
  reference: string;
  /** The tour, or for a rental `rental:<modelId>` (the desk's scanner tells them apart). */
  tourId: TicketSubject;
  /** The tour date, or a rental's first day, YYYY-MM-DD. */
  date: string;
  /** The tour's participants, or a rental's bikes. */
  participants: number;
  /** When the server issued it, to the minute. */
  issuedAt: Date;
}

/** Bumped when the layout changes; a device refuses a version it does not know. */
const VERSION = 1;
const REFERENCE_LENGTH = 8;
/** version, reference, tour, date (days since 1970, uint16), party size, issue minute (uint32). */
export const PAYLOAD_BYTES = 1 + REFERENCE_LENGTH + 1 + 2 + 1 + 4;
export const SIGNATURE_BYTES = 64;

/**
 * A stable one-byte code per tour. It must never change for an existing tour (issued tickets hold
 * it), so it is written out rather than taken from the catalogue's order.
 */
const TOUR_CODES: Readonly<Record<TourId, number>> = {
  pojega: 1,
  colombare: 2,
  'tre-valli': 3,
  'strada-del-vino': 4,
  'x-tour': 5,
  'emotion-in-villa': 6,
  castagne: 7,
  'walk-wine-pojega': 8,
  'walk-wine-in-villa': 9,
};

/** What a ticket admits to: a tour, or a rental of one model's bikes. */
export type TicketSubject = TourId | `rental:${RentalModelId}`;

export function rentalTicketSubject(modelId: RentalModelId): TicketSubject {
  return `rental:${modelId}`;
}

/** A rental model's code, in a range of its own (like the tours', never changed once issued). */
const RENTAL_CODES: Readonly<Record<RentalModelId, number>> = {
  'focus-jarifa': 101,
  'ktm-cx750': 102,
  'focus-jam2': 103,
};

const subjectCode = (subject: TicketSubject): number =>
  subject.startsWith('rental:')
    ? RENTAL_CODES[subject.slice('rental:'.length) as RentalModelId]
    : TOUR_CODES[subject as TourId];

const tourOfCode = (code: number): TicketSubject | undefined => {
  const tour = TOUR_IDS.find((tourId) => TOUR_CODES[tourId] === code);
  if (tour) return tour;
  const model = RENTAL_MODEL_IDS.find((modelId) => RENTAL_CODES[modelId] === code);
  return model ? rentalTicketSubject(model) : undefined;
};

/** The part of a booking id a ticket and the roster share (the 8-character reference). */
export function ticketReference(bookingId: string): string {
  return bookingId.slice(0, REFERENCE_LENGTH);
}

export function encodeTicketPayload(payload: TicketPayload): Uint8Array<ArrayBuffer> {
  const { reference, date, participants } = payload;
  if (!/^[\x21-\x7e]{8}$/.test(reference))
    throw new Error('A ticket reference is 8 ASCII characters');
  if (!Number.isInteger(participants) || participants < 1 || participants > 255) {
    throw new Error('A ticket holds 1 to 255 participants');
  }
  const bytes = new Uint8Array(PAYLOAD_BYTES);
  const view = new DataView(bytes.buffer);
  bytes[0] = VERSION;
  for (let index = 0; index < REFERENCE_LENGTH; index += 1) {
    bytes[1 + index] = reference.charCodeAt(index);
  }
  bytes[9] = subjectCode(payload.tourId);
  view.setUint16(10, Date.parse(`${date}T00:00:00Z`) / DAY_MS);
  bytes[12] = participants;
  view.setUint32(13, Math.floor(payload.issuedAt.getTime() / MINUTE_MS));
  return bytes;
}

export function decodeTicketPayload(bytes: Uint8Array): TicketPayload | null {
  if (bytes.length !== PAYLOAD_BYTES || bytes[0] !== VERSION) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tourId = tourOfCode(bytes[9] ?? 0);
  const participants = bytes[12] ?? 0;
  if (!tourId || participants < 1) return null;
  const reference = String.fromCharCode(...bytes.subarray(1, 1 + REFERENCE_LENGTH));
  const date = new Date(view.getUint16(10) * DAY_MS).toISOString().slice(0, 10);
  const issuedAt = new Date(view.getUint32(13) * MINUTE_MS);
  return { reference, tourId, date, participants, issuedAt };
}

/** The ticket's text (the QR code's content): payload and signature, base64url. */
export function joinTicket(payload: Uint8Array, signature: Uint8Array): string {
  const bytes = new Uint8Array(payload.length + signature.length);
  bytes.set(payload);
  bytes.set(signature, payload.length);
  return toBase64url(bytes);
}

/** Splits a ticket's text into its signed payload and signature, or null if it cannot be one. */
export function splitTicket(
  text: string,
): { payload: Uint8Array<ArrayBuffer>; signature: Uint8Array<ArrayBuffer> } | null {
  const bytes = fromBase64url(text.trim());
  if (!bytes || bytes.length !== PAYLOAD_BYTES + SIGNATURE_BYTES) return null;
  return {
    payload: bytes.subarray(0, PAYLOAD_BYTES),
    signature: bytes.subarray(PAYLOAD_BYTES),
  };
}
