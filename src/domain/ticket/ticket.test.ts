import { describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from './base64url';
import { newTicketSigningKey, signTicket, ticketPublicKey } from './sign-ticket';
import {
  decodeTicketPayload,
  encodeTicketPayload,
  rentalTicketSubject,
  ticketReference,
} from './ticket-codec';
import { verifyTicket, verifyWithoutWebCrypto } from './verify-ticket';

const payload = {
  reference: ticketReference('aB3dE5fG7hJ9kL1mN2pQ'),
  tourId: 'walk-wine-in-villa' as const,
  date: '2027-05-16',
  participants: 4,
  issuedAt: new Date('2027-05-02T14:37:00Z'),
};

describe('tickets', () => {
  it('round-trips what a ticket states through its binary payload', () => {
    expect(decodeTicketPayload(encodeTicketPayload(payload))).toEqual(payload);
  });

  it('round-trips a rental’s ticket: its model, first day and bikes', () => {
    const rental = { ...payload, tourId: rentalTicketSubject('ktm-cx750'), participants: 3 };
    expect(decodeTicketPayload(encodeTicketPayload(rental))).toEqual({
      ...rental,
      tourId: 'rental:ktm-cx750',
    });
  });

  it('verifies a ticket signed with the matching key', async () => {
    const key = await newTicketSigningKey();
    const ticket = await signTicket(payload, key);
    expect(await verifyTicket(ticket, await ticketPublicKey(key))).toEqual(payload);
  });

  it('refuses a ticket with any single byte changed', async () => {
    const key = await newTicketSigningKey();
    const publicKey = await ticketPublicKey(key);
    const bytes = fromBase64url(await signTicket(payload, key))!;
    for (const index of [0, 5, 12, 16, 17, 50, bytes.length - 1]) {
      const tampered = Uint8Array.from(bytes);
      tampered[index] = (tampered[index]! + 1) % 256;
      expect(await verifyTicket(toBase64url(tampered), publicKey)).toBeNull();
    }
  });

  it('refuses a ticket signed by another key, and text that is no ticket', async () => {
    const ticket = await signTicket(payload, await newTicketSigningKey());
    const otherKey = await ticketPublicKey(await newTicketSigningKey());
    expect(await verifyTicket(ticket, otherKey)).toBeNull();
    expect(await verifyTicket('AB12CD34', otherKey)).toBeNull();
    expect(await verifyTicket(`${ticket}!`, otherKey)).toBeNull();
  });

  it('gives the same verdicts without WebCrypto (the library older browsers use)', async () => {
    const key = await newTicketSigningKey();
    const publicKey = await ticketPublicKey(key);
    const ticket = await signTicket(payload, key);
    expect(await verifyWithoutWebCrypto(ticket, publicKey)).toEqual(payload);
    const bytes = fromBase64url(ticket)!;
    bytes[20] = (bytes[20]! + 1) % 256;
    expect(await verifyWithoutWebCrypto(toBase64url(bytes), publicKey)).toBeNull();
    const otherKey = await ticketPublicKey(await newTicketSigningKey());
    expect(await verifyWithoutWebCrypto(ticket, otherKey)).toBeNull();
  });

  it('fits a QR code a phone reads easily: 108 characters, a version 6 code', async () => {
    const ticket = await signTicket(payload, await newTicketSigningKey());
    // 17 bytes of payload + 64 of Ed25519 signature, base64url: the signature is most of it.
    expect(ticket).toHaveLength(108);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
