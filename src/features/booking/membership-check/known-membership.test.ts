import { describe, expect, it } from 'vitest';
import { initialBookingFormState } from '@/features/booking/card/booking-form-state';
import {
  pendingApplicationOf,
  recallApplication,
  recallVerdict,
  rememberAnswer,
  withKnownMember,
} from './known-membership';

const TODAY = '2026-11-22';
const found = { status: 'found' } as const;
const lapsed = { status: 'lapsed' } as const;

describe('what the session knows about a member', () => {
  it('judges earlier dates covered and later dates lapsed, and asks about the days between', () => {
    let known = rememberAnswer(null, 'Giulia Bianchi', found, '2026-12-05', TODAY);
    known = rememberAnswer(known, 'giulia  bianchi', lapsed, '2027-02-06', TODAY);
    expect(known).toMatchObject({ coveredThrough: '2026-12-05', lapsedFrom: '2027-02-06' });

    expect(recallVerdict(known, 'Giulia Bianchi', '2026-11-28', TODAY)).toEqual({
      kind: 'verified',
      checkedFor: '2026-11-28',
    });
    expect(recallVerdict(known, 'GIULIA BIANCHI', '2027-03-01', TODAY)).toEqual({
      kind: 'lapsed',
      checkedFor: '2027-03-01',
    });
    expect(recallVerdict(known, 'Giulia Bianchi', '2027-01-09', TODAY)).toBeNull();
    // No date chosen: judged for today, as the server does.
    expect(recallVerdict(known, 'Giulia Bianchi', null, TODAY)).toMatchObject({
      kind: 'verified',
      checkedFor: null,
    });
  });

  it('keeps the widest bounds and starts again for another name', () => {
    let known = rememberAnswer(null, 'Giulia Bianchi', found, '2026-12-05', TODAY);
    known = rememberAnswer(known, 'Giulia Bianchi', found, '2026-11-28', TODAY);
    expect(known?.coveredThrough).toBe('2026-12-05');
    const other = rememberAnswer(known, 'Paolo Verdi', lapsed, null, TODAY);
    expect(other).toEqual({
      name: 'Paolo Verdi',
      coveredThrough: null,
      lapsedFrom: TODAY,
    });
    expect(recallVerdict(other, 'Giulia Bianchi', '2026-11-28', TODAY)).toBeNull();
  });

  it('forgets a name not found', () => {
    const known = rememberAnswer(null, 'Giulia Bianchi', found, null, TODAY);
    expect(rememberAnswer(known, 'Giulia Bianchi', { status: 'not_found' }, null, TODAY)).toBe(
      null,
    );
  });

  it('puts the known member in an empty box only', () => {
    const known = rememberAnswer(null, 'Giulia Bianchi', found, null, TODAY);
    expect(withKnownMember(initialBookingFormState, known).membership).toEqual({
      isMember: true,
      name: 'Giulia Bianchi',
      check: { kind: 'idle' },
    });
    const typed = {
      ...initialBookingFormState,
      membership: { isMember: true, name: 'Paolo', check: { kind: 'idle' } as const },
    };
    expect(withKnownMember(typed, known)).toBe(typed);
    expect(withKnownMember(initialBookingFormState, null)).toBe(initialBookingFormState);
  });
});

describe('an application sent from the card', () => {
  const NOW = Date.parse('2026-11-22T10:00:00.000Z');
  const minutes = (count: number) => count * 60_000;
  const sent = { id: 'app-42', provisionalBooking: true, memberName: 'Chiara Dell’Acqua' };

  it('books on it for the name applied (typed either way) while the server would accept it', () => {
    const pending = pendingApplicationOf(sent, NOW);
    expect(recallApplication(pending, "chiara dell'acqua", NOW + minutes(30))).toEqual({
      kind: 'applied',
      applicationId: 'app-42',
    });
    expect(recallApplication(pending, 'Paolo Verdi', NOW)).toBeNull();
    // The server accepts it for an hour after storing it; the card stops short of that.
    expect(recallApplication(pending, 'Chiara Dell’Acqua', NOW + minutes(55))).toBeNull();
    expect(recallApplication(pending, 'Chiara Dell’Acqua', NOW + minutes(60))).toBeNull();
  });

  it('keeps nothing when the board must admit first', () => {
    expect(pendingApplicationOf({ ...sent, provisionalBooking: false }, NOW)).toBeNull();
  });

  it('puts the applicant in an empty box, before a member verified earlier, until it is stale', () => {
    const pending = pendingApplicationOf(sent, NOW);
    const known = rememberAnswer(null, 'Giulia Bianchi', found, null, TODAY);
    expect(withKnownMember(initialBookingFormState, known, pending, NOW).membership.name).toBe(
      'Chiara Dell’Acqua',
    );
    expect(
      withKnownMember(initialBookingFormState, known, pending, NOW + minutes(60)).membership.name,
    ).toBe('Giulia Bianchi');
  });
});
