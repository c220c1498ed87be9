import { describe, expect, it } from 'vitest';
import type { ParsedBookingRequest } from './api/booking';
import { firstBookingProblem } from './booking-checks';
import { TERMS_VERSION } from './terms';

const TODAY = '2026-11-23';

function request(
  overrides: Partial<Pick<ParsedBookingRequest, 'tourId' | 'selectedDate'>> = {},
  gating: Partial<ParsedBookingRequest['gating']> = {},
): Pick<ParsedBookingRequest, 'tourId' | 'selectedDate' | 'gating'> {
  return {
    tourId: 'emotion-in-villa',
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
    expect(firstBookingProblem(request(), TODAY)).toBeNull();
  });

  it('refuses past dates, dates the tour is not offered and impossible dates', () => {
    expect(firstBookingProblem(request({ selectedDate: '2026-11-22' }), TODAY)).toBe(
      'INVALID_DATE',
    );
    expect(firstBookingProblem(request({ selectedDate: '2026-11-25' }), TODAY)).toBe(
      'INVALID_DATE',
    );
    expect(firstBookingProblem(request({ selectedDate: '2026-02-30' }), TODAY)).toBe(
      'INVALID_DATE',
    );
    expect(
      firstBookingProblem(request({ tourId: 'castagne', selectedDate: '2026-11-28' }), TODAY),
    ).toBe('INVALID_DATE');
  });

  it('needs the member box and a name', () => {
    expect(firstBookingProblem(request({}, { isMember: false }), TODAY)).toBe('MEMBER_NOT_FOUND');
    expect(firstBookingProblem(request({}, { memberNameEntered: '  ' }), TODAY)).toBe(
      'MEMBER_NOT_FOUND',
    );
  });

  it('needs the current terms version accepted', () => {
    expect(firstBookingProblem(request({}, { termsAccepted: false }), TODAY)).toBe(
      'TERMS_NOT_ACCEPTED',
    );
    expect(firstBookingProblem(request({}, { termsVersion: '2024-01-01' }), TODAY)).toBe(
      'TERMS_NOT_ACCEPTED',
    );
  });

  it('needs the medical declaration', () => {
    expect(firstBookingProblem(request({}, { medicalCertDeclared: false }), TODAY)).toBe(
      'MEDICAL_CERT_REQUIRED',
    );
  });

  it('reports problems in the form’s submit order', () => {
    const everythingWrong = request(
      { selectedDate: '2026-11-25' },
      { isMember: false, termsAccepted: false, medicalCertDeclared: false },
    );
    expect(firstBookingProblem(everythingWrong, TODAY)).toBe('INVALID_DATE');
    expect(
      firstBookingProblem(request({}, { termsAccepted: false, medicalCertDeclared: false }), TODAY),
    ).toBe('TERMS_NOT_ACCEPTED');
  });
});
