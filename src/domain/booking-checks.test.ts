import { describe, expect, it } from 'vitest';
import type { ParsedBookingRequest } from './api/booking';
import { firstBookingProblem } from './booking-checks';
import { DEFAULT_SCHEDULES } from './schedule';
import { TERMS_VERSION } from './terms';

// Monday 23 November 2026, 10:00 in Rome.
const NOW = new Date('2026-11-23T09:00:00Z');
const SCHEDULE = DEFAULT_SCHEDULES['emotion-in-villa'];

function request(
  overrides: Partial<Pick<ParsedBookingRequest, 'selectedDate'>> = {},
  gating: Partial<ParsedBookingRequest['gating']> = {},
): Pick<ParsedBookingRequest, 'selectedDate' | 'gating'> {
  return {
    selectedDate: '2026-11-28',
    ...overrides,
    gating: {
      isMember: true,
      termsAccepted: true,
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: '2026-11-23T08:00:00.000Z',
      medicalCertDeclared: true,
      memberId: null,
      memberMatch: 'found',
      memberNameEntered: 'Giulia Bianchi',
      ...gating,
    },
  };
}

describe('firstBookingProblem', () => {
  it('accepts a complete request', () => {
    expect(firstBookingProblem(request(), SCHEDULE, NOW)).toBeNull();
  });

  it('refuses past dates, dates the tour is not offered and impossible dates', () => {
    expect(firstBookingProblem(request({ selectedDate: '2026-11-22' }), SCHEDULE, NOW)).toBe(
      'INVALID_DATE',
    );
    expect(firstBookingProblem(request({ selectedDate: '2026-11-25' }), SCHEDULE, NOW)).toBe(
      'INVALID_DATE',
    );
    expect(firstBookingProblem(request({ selectedDate: '2026-02-30' }), SCHEDULE, NOW)).toBe(
      'INVALID_DATE',
    );
    expect(
      firstBookingProblem(
        request({ selectedDate: '2026-11-28' }),
        DEFAULT_SCHEDULES['walk-wine-in-villa'],
        NOW,
      ),
    ).toBe('INVALID_DATE');
  });

  it('refuses every date of a paused tour first', () => {
    expect(firstBookingProblem(request(), { ...SCHEDULE, bookable: false }, NOW)).toBe(
      'BOOKING_CLOSED',
    );
  });

  it('needs the member box and a name', () => {
    expect(firstBookingProblem(request({}, { isMember: false }), SCHEDULE, NOW)).toBe(
      'MEMBER_NOT_FOUND',
    );
    expect(firstBookingProblem(request({}, { memberNameEntered: '  ' }), SCHEDULE, NOW)).toBe(
      'MEMBER_NOT_FOUND',
    );
  });

  it('needs the current terms version accepted', () => {
    expect(firstBookingProblem(request({}, { termsAccepted: false }), SCHEDULE, NOW)).toBe(
      'TERMS_NOT_ACCEPTED',
    );
    expect(firstBookingProblem(request({}, { termsVersion: '2024-01-01' }), SCHEDULE, NOW)).toBe(
      'TERMS_NOT_ACCEPTED',
    );
  });

  it('needs the medical declaration', () => {
    expect(firstBookingProblem(request({}, { medicalCertDeclared: false }), SCHEDULE, NOW)).toBe(
      'MEDICAL_CERT_REQUIRED',
    );
  });

  it('reports problems in the form’s submit order', () => {
    const everythingWrong = request(
      { selectedDate: '2026-11-25' },
      { isMember: false, termsAccepted: false, medicalCertDeclared: false },
    );
    expect(firstBookingProblem(everythingWrong, SCHEDULE, NOW)).toBe('INVALID_DATE');
    expect(
      firstBookingProblem(
        request({}, { termsAccepted: false, medicalCertDeclared: false }),
        SCHEDULE,
        NOW,
      ),
    ).toBe('TERMS_NOT_ACCEPTED');
  });
});
