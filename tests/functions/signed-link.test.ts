import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readLink, signLink } from '@functions/services/links/signed-link';
import { manageToken, bookingIdOfToken } from '@functions/services/booking-base/manage-link';
import { entryIdOfToken } from '@functions/services/waitlist/waitlist-link';
import { participantOfToken } from '@functions/services/waiver-base/waiver-link';
import { readRenewalToken } from '@functions/services/membership/renewal-link';

const SECRET = 'a-test-secret';
const HOUR = 3_600_000;

/** A token exactly as the four links signed it before services/links owned them. */
function oldFormatToken(oldPurpose: string, fields: string[]): string {
  const signature = createHmac('sha256', SECRET)
    .update(oldPurpose + fields.join('.'))
    .digest('base64url');
  return `${fields.join('.')}.${signature}`;
}

describe('services/links', () => {
  it('reads back the fields it signed, only under its secret', () => {
    const token = signLink('test-purpose:v1', ['AbCd1234', '2'], SECRET);
    expect(readLink('test-purpose:v1', token, SECRET, { fields: 2 })).toEqual(['AbCd1234', '2']);
    expect(readLink('test-purpose:v1', token, 'another-secret', { fields: 2 })).toBeNull();
    expect(readLink('test-purpose:v1', token, '', { fields: 2 })).toBeNull();
  });

  it('never reads a token signed for one purpose as another, even with the same fields', () => {
    const token = signLink('one-purpose:v1', ['AbCd1234'], SECRET);
    expect(readLink('other-purpose:v1', token, SECRET, { fields: 1 })).toBeNull();
    expect(readLink('one-purpose:v2', token, SECRET, { fields: 1 })).toBeNull();
    // The four links: a manage token opens no waiting-list entry, waiver or renewal.
    const manage = manageToken('AbCdEfGh1234', SECRET);
    expect(entryIdOfToken(manage, SECRET)).toBeNull();
    expect(participantOfToken(manage.replace('.', '.0.'), SECRET)).toBeNull();
    expect(readRenewalToken(manage.replace('.', '.2026-12-31.'), SECRET)).toBeNull();
  });

  it('refuses a tampered field, signature, cut-short or padded token', () => {
    const token = signLink('test-purpose:v1', ['AbCd1234', '2'], SECRET);
    const [, , signature] = token.split('.');
    const read = (text: string) => readLink('test-purpose:v1', text, SECRET, { fields: 2 });
    expect(read(`AbCd1234.3.${signature}`)).toBeNull();
    expect(read(token.slice(0, -1))).toBeNull();
    expect(read(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(read(`${token}.x`)).toBeNull();
    expect(read(`AbCd1234.${signature}`)).toBeNull();
    expect(read('')).toBeNull();
  });

  it('stops reading a token with a lifetime after its expiry, and its expiry is signed', () => {
    const now = new Date('2026-05-01T10:00:00Z');
    const expiresAt = new Date(now.getTime() + 24 * HOUR);
    const token = signLink('test-purpose:v1', ['AbCd1234'], SECRET, { expiresAt });
    const read = (text: string, at: Date) =>
      readLink('test-purpose:v1', text, SECRET, { fields: 1, expires: true, now: at });
    expect(read(token, new Date(expiresAt.getTime() - 1000))).toEqual(['AbCd1234']);
    expect(read(token, new Date(expiresAt.getTime() + 1000))).toBeNull();
    // Moving the expiry on breaks the signature.
    const [id, , signature] = token.split('.');
    const later = Math.ceil((expiresAt.getTime() + 48 * HOUR) / 1000).toString(36);
    expect(read(`${id}.${later}.${signature}`, now)).toBeNull();
    // A purpose that expires refuses a token signed without an expiry.
    expect(read(signLink('test-purpose:v1', ['AbCd1234'], SECRET), now)).toBeNull();
  });

  it('refuses to sign a field that would make two claims sign the same text', () => {
    expect(() => signLink('test-purpose:v1', ['a.b'], SECRET)).toThrow();
    expect(() => signLink('test-purpose:v1', ['a:b'], SECRET)).toThrow();
    expect(() => signLink('test-purpose:v1', [''], SECRET)).toThrow();
    expect(() => signLink('test-purpose:v1', ['a'], '')).toThrow(/BOOKING_LINK_SECRET/);
  });

  it('still reads the links already sent in mails before it owned them', () => {
    expect(bookingIdOfToken(oldFormatToken('manage-booking:v1:', ['AbCdEfGh1234']), SECRET)).toBe(
      'AbCdEfGh1234',
    );
    expect(entryIdOfToken(oldFormatToken('waitlist:v1:', ['AbCdEfGh1234']), SECRET)).toBe(
      'AbCdEfGh1234',
    );
    expect(
      participantOfToken(oldFormatToken('sign-waiver:v1:', ['AbCdEfGh1234', '3']), SECRET),
    ).toEqual({ holder: { kind: 'booking', id: 'AbCdEfGh1234' }, participantIndex: 3 });
    expect(
      readRenewalToken(oldFormatToken('renew-membership:v1:', ['2025-003', '2026-12-31']), SECRET),
    ).toEqual({ memberNumber: '2025-003', validUntil: '2026-12-31' });
  });
});
