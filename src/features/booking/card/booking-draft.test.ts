import { describe, expect, it } from 'vitest';
import { initialBookingFormState, type BookingFormState } from './booking-form-state';
import { bookingDraft, restoreBookingDraft } from './booking-draft';

const filled: BookingFormState = {
  ...initialBookingFormState,
  customerName: 'Giulia Rossi',
  customerEmail: 'giulia@example.it',
  customerPhone: '+39 333 1234567',
  additionalNotes: 'Una bici da bambino',
  selectedDate: '2026-06-13',
  participants: 2,
  participantNames: ['Giulia Rossi', 'Marco Bianchi'],
  membership: {
    isMember: true,
    name: 'Giulia Rossi',
    check: { kind: 'verified', checkedFor: '2026-06-13' },
  },
  termsAcceptedAt: '2026-06-01T10:00:00.000Z',
  medicalDeclared: true,
};

describe('booking drafts', () => {
  it('keep what was typed and chosen, and ask again for verdicts and declarations', () => {
    const restored = restoreBookingDraft(bookingDraft(filled), '2026-06-01');
    expect(restored).toEqual({
      ...filled,
      membership: { isMember: true, name: 'Giulia Rossi', check: { kind: 'idle' } },
      termsAcceptedAt: null,
      medicalDeclared: false,
    });
  });

  it('drop a date that has passed since', () => {
    expect(restoreBookingDraft(bookingDraft(filled), '2026-06-14').selectedDate).toBeNull();
  });

  it('fall back to the empty form for anything malformed', () => {
    const restored = restoreBookingDraft(
      { customerName: 42, participants: 40, participantNames: 'x' } as never,
      '2026-06-01',
    );
    expect(restored).toEqual(initialBookingFormState);
  });
});
