import { describe, expect, it } from 'vitest';
import { initialBookingFormState } from '@/features/booking/card/booking-form-state';
import { recallVerdict, rememberAnswer, withKnownMember } from './known-membership';

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
