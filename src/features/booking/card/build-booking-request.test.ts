import { describe, expect, it } from 'vitest';
import { bookingRequestSchema } from '@/domain/api/booking';
import { TERMS_VERSION } from '@/domain/terms';
import { initialBookingFormState, type BookingFormState } from './booking-form-state';
import { buildBookingRequest, toBookingRequest } from './build-booking-request';

const form: BookingFormState = {
  ...initialBookingFormState,
  customerName: '  Giulia Bianchi ',
  customerEmail: 'giulia@example.org',
  customerPhone: '',
  additionalNotes: ' Vegetarian lunch ',
  selectedDate: '2026-11-28',
  membership: {
    isMember: true,
    name: ' Giulia  Bianchi',
    check: { kind: 'verified', checkedFor: '2026-11-28' },
  },
  termsAcceptedAt: '2026-11-22T10:00:00.000Z',
  medicalDeclared: true,
};

describe('toBookingRequest', () => {
  it('carries the spec entity with the gating object and the locale', () => {
    expect(toBookingRequest(form, 'emotion-in-villa', 'en')).toEqual({
      tourId: 'emotion-in-villa',
      customerName: 'Giulia Bianchi',
      customerEmail: 'giulia@example.org',
      participants: 1,
      selectedDate: '2026-11-28',
      additionalNotes: 'Vegetarian lunch',
      participantNames: ['Giulia Bianchi'],
      gating: {
        isMember: true,
        termsAccepted: true,
        termsVersion: TERMS_VERSION,
        termsAcceptedAt: '2026-11-22T10:00:00.000Z',
        medicalCertDeclared: true,
        memberId: null,
        memberMatch: 'found',
        memberNameEntered: 'Giulia  Bianchi',
      },
      locale: 'en',
    });
  });

  it('leaves an empty phone out (the SDK would send undefined as null) and sends a given one', () => {
    expect(toBookingRequest(form, 'pojega', 'it')).not.toHaveProperty('customerPhone');
    const withPhone = { ...form, customerPhone: ' +39 333 1234567 ' };
    expect(toBookingRequest(withPhone, 'pojega', 'it').customerPhone).toBe('+39 333 1234567');
  });

  it('uses the customer name only for a lone participant left blank', () => {
    const named = { ...form, participantNames: ['Marco Rossi'] };
    expect(toBookingRequest(named, 'pojega', 'it').participantNames).toEqual(['Marco Rossi']);
    const two = { ...form, participants: 2, participantNames: ['', 'Marco Rossi'] };
    expect(toBookingRequest(two, 'pojega', 'it').participantNames).toEqual(['', 'Marco Rossi']);
  });
});

describe('buildBookingRequest', () => {
  it('accepts a request the server schema accepts', () => {
    const built = buildBookingRequest(form, 'emotion-in-villa', 'it');
    expect(built.ok).toBe(true);
    if (built.ok) expect(bookingRequestSchema.safeParse(built.request).success).toBe(true);
  });

  it('names a malformed e-mail and the blank participant names', () => {
    const built = buildBookingRequest(
      { ...form, customerEmail: 'giulia@', participants: 3, participantNames: ['Ada', '', ' '] },
      'emotion-in-villa',
      'it',
    );
    expect(built).toEqual({
      ok: false,
      invalidFields: expect.arrayContaining(['customerEmail', 'participantNames']),
      invalidNameIndexes: [1, 2],
      hiddenCharacters: [],
    });
  });

  it('names the fields with invisible characters apart, notes included', () => {
    const built = buildBookingRequest(
      {
        ...form,
        customerName: 'Giulia\u202EBianchi',
        participants: 2,
        participantNames: ['Ada', 'Marco\u200BRossi'],
        additionalNotes: 'Pranzo\nvegetariano\u2066',
      },
      'emotion-in-villa',
      'it',
    );
    expect(built).toEqual({
      ok: false,
      invalidFields: expect.arrayContaining([
        'customerName',
        'participantNames',
        'additionalNotes',
      ]),
      invalidNameIndexes: [1],
      hiddenCharacters: expect.arrayContaining([
        'customerName',
        'participantNames.1',
        'additionalNotes',
      ]),
    });
  });
});

describe('a gift voucher in the request', () => {
  it('sends the applied voucher’s code, which the shared schema accepts, and none without one', () => {
    const voucher = { code: 'VPT-7KQ4-M9XC-2HRT', balanceCents: 5000, amountCents: 5000 };
    const built = buildBookingRequest({ ...form, voucher }, 'pojega', 'it');
    expect(built).toMatchObject({ ok: true, request: { voucherCode: 'VPT-7KQ4-M9XC-2HRT' } });
    expect(toBookingRequest(form, 'pojega', 'it')).not.toHaveProperty('voucherCode');
  });
});
