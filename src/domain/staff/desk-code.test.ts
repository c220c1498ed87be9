import { describe, expect, it } from 'vitest';
import { encodeTicketPayload, joinTicket, type TicketSubject } from '@/domain/ticket/ticket-codec';
import { deskReferenceOf, findByDeskCode } from './desk-code';

const rentals = [{ rentalId: 'Ab3xK9pQzzzz' }, { rentalId: 'other-rental-id' }];

function ticketFor(reference: string, tourId: TicketSubject = 'rental:focus-jarifa'): string {
  const payload = encodeTicketPayload({
    reference,
    tourId,
    date: '2026-11-28',
    participants: 2,
    issuedAt: new Date('2026-11-20T10:00:00Z'),
  });
  return joinTicket(payload, new Uint8Array(64).fill(7));
}

describe('deskReferenceOf', () => {
  it('reads the reference typed by hand, in any case', () => {
    expect(deskReferenceOf(' ab3xk9pq ')).toBe('AB3XK9PQ');
  });

  it("reads the reference of a ticket's QR code", () => {
    expect(deskReferenceOf(ticketFor('Ab3xK9pQ'))).toBe('AB3XK9PQ');
  });

  it("refuses a tour's ticket shown at the desk", () => {
    expect(deskReferenceOf(ticketFor('Ab3xK9pQ', 'pojega'))).toBeNull();
  });

  it('refuses anything else', () => {
    expect(deskReferenceOf('')).toBeNull();
    expect(deskReferenceOf('AB3XK9')).toBeNull();
    expect(deskReferenceOf('not a ticket at all, too long to be a reference')).toBeNull();
  });
});

describe('findByDeskCode', () => {
  it("finds the day's rental by its ticket or reference, and nothing for a stranger", () => {
    expect(findByDeskCode(ticketFor('Ab3xK9pQ'), rentals)).toBe(rentals[0]);
    expect(findByDeskCode('OTHER-RE', rentals)).toBe(rentals[1]);
    expect(findByDeskCode('ZZZZZZZZ', rentals)).toBeUndefined();
  });
});
