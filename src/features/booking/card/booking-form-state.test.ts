import { describe, expect, it } from 'vitest';
import {
  bookingFormReducer,
  initialBookingFormState,
  isReadyToSubmit,
  namesForParticipants,
  type BookingFormAction,
  type BookingFormState,
} from './booking-form-state';

const run = (...actions: BookingFormAction[]) =>
  actions.reduce(bookingFormReducer, initialBookingFormState);

const verifiedMember: BookingFormAction[] = [
  { type: 'memberBoxToggled', checked: true },
  { type: 'memberNameChanged', value: 'Giulia Bianchi' },
  { type: 'verificationStarted' },
  {
    type: 'verificationAnswered',
    name: 'Giulia Bianchi',
    checkedFor: '2026-11-28',
    answer: { status: 'found' },
  },
];

function readyState(): BookingFormState {
  return run(
    { type: 'textChanged', field: 'customerName', value: 'Giulia Bianchi' },
    { type: 'textChanged', field: 'customerEmail', value: 'giulia@example.org' },
    { type: 'dateSelected', date: '2026-11-28' },
    ...verifiedMember,
    { type: 'termsAccepted', at: '2026-11-22T10:00:00.000Z' },
    { type: 'medicalToggled', checked: true },
  );
}

describe('membership state machine', () => {
  it('starts unchecked and idle', () => {
    expect(initialBookingFormState.membership).toEqual({
      isMember: false,
      name: '',
      check: { kind: 'idle' },
    });
  });

  it('records a found member with the date it was checked for', () => {
    expect(run(...verifiedMember).membership.check).toEqual({
      kind: 'verified',
      checkedFor: '2026-11-28',
    });
  });

  it('maps lapsed and not-found answers', () => {
    const start = run(
      { type: 'memberBoxToggled', checked: true },
      { type: 'memberNameChanged', value: 'Paolo Verdi' },
      { type: 'verificationStarted' },
    );
    const lapsed = bookingFormReducer(start, {
      type: 'verificationAnswered',
      name: 'Paolo Verdi',
      checkedFor: null,
      answer: { status: 'lapsed' },
    });
    expect(lapsed.membership.check).toEqual({ kind: 'lapsed', checkedFor: null });
    const notFound = bookingFormReducer(start, {
      type: 'verificationAnswered',
      name: 'Paolo Verdi',
      checkedFor: null,
      answer: { status: 'not_found' },
    });
    expect(notFound.membership.check).toEqual({ kind: 'not-found' });
  });

  it('clears the verdict and the error when the name is edited', () => {
    const verified = run(...verifiedMember);
    const edited = bookingFormReducer(verified, { type: 'memberNameChanged', value: 'Giulia B' });
    expect(edited.membership).toEqual({
      isMember: true,
      name: 'Giulia B',
      check: { kind: 'idle' },
    });
    const failed = run(
      { type: 'memberBoxToggled', checked: true },
      { type: 'memberNameChanged', value: 'Anna' },
      { type: 'verificationStarted' },
      { type: 'verificationFailed', name: 'Anna', failure: 'INTERNAL' },
    );
    expect(failed.membership.check).toEqual({ kind: 'error', failure: 'INTERNAL' });
    expect(
      bookingFormReducer(failed, { type: 'memberNameChanged', value: 'Anna M' }).membership.check,
    ).toEqual({ kind: 'idle' });
  });

  it('clears name, error and verdict when the box is unchecked', () => {
    const unchecked = bookingFormReducer(run(...verifiedMember), {
      type: 'memberBoxToggled',
      checked: false,
    });
    expect(unchecked.membership).toEqual({ isMember: false, name: '', check: { kind: 'idle' } });
  });

  it('ignores an answer about a name edited while the check was in flight', () => {
    const editedMeanwhile = run(
      { type: 'memberBoxToggled', checked: true },
      { type: 'memberNameChanged', value: 'Giulia Bianchi' },
      { type: 'verificationStarted' },
      { type: 'memberNameChanged', value: 'Paolo Verdi' },
      {
        type: 'verificationAnswered',
        name: 'Giulia Bianchi',
        checkedFor: null,
        answer: { status: 'found' },
      },
    );
    expect(editedMeanwhile.membership.check).toEqual({ kind: 'idle' });
  });
});

describe('participants', () => {
  it('keeps the count and shows the notice on 10+', () => {
    const state = run(
      { type: 'participantsChosen', choice: 4 },
      { type: 'participantsChosen', choice: 'large-group' },
    );
    expect(state.participants).toBe(4);
    expect(state.largeGroupNotice).toBe(true);
    expect(
      bookingFormReducer(state, { type: 'participantsChosen', choice: 2 }).largeGroupNotice,
    ).toBe(false);
  });

  it('keeps one name per participant and remembers names when the count drops', () => {
    const state = run(
      { type: 'participantsChosen', choice: 3 },
      { type: 'participantNameChanged', index: 2, value: 'Carla' },
      { type: 'participantsChosen', choice: 2 },
    );
    expect(namesForParticipants(state)).toEqual(['', '']);
    const back = bookingFormReducer(state, { type: 'participantsChosen', choice: 3 });
    expect(namesForParticipants(back)).toEqual(['', '', 'Carla']);
  });

  it('never leaves 1–9', () => {
    expect(run({ type: 'participantsChosen', choice: 12 }).participants).toBe(9);
    expect(run({ type: 'participantsChosen', choice: 0 }).participants).toBe(1);
  });
});

describe('isReadyToSubmit', () => {
  it('is true once every precondition holds', () => {
    expect(isReadyToSubmit(readyState())).toBe(true);
  });

  it.each<[string, BookingFormAction]>([
    ['member not verified', { type: 'memberNameChanged', value: 'Giulia' }],
    ['medical not declared', { type: 'medicalToggled', checked: false }],
    ['no date', { type: 'dateSelected', date: null }],
    ['no name', { type: 'textChanged', field: 'customerName', value: '  ' }],
    ['no email', { type: 'textChanged', field: 'customerEmail', value: '' }],
  ])('is false with %s', (_, action) => {
    expect(isReadyToSubmit(bookingFormReducer(readyState(), action))).toBe(false);
  });

  it('is false before the terms are accepted', () => {
    expect(isReadyToSubmit({ ...readyState(), termsAcceptedAt: null })).toBe(false);
  });
});

describe('verdictRecalled', () => {
  it('takes a recalled verdict only for the name in the box', () => {
    const start = run(
      { type: 'memberBoxToggled', checked: true },
      { type: 'memberNameChanged', value: 'Giulia Bianchi' },
    );
    const check = { kind: 'lapsed', checkedFor: '2027-01-09' } as const;
    expect(
      bookingFormReducer(start, { type: 'verdictRecalled', name: 'Giulia Bianchi', check })
        .membership.check,
    ).toEqual(check);
    expect(bookingFormReducer(start, { type: 'verdictRecalled', name: 'Paolo Verdi', check })).toBe(
      start,
    );
  });
});
