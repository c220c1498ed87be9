import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@/domain/locale';
import { DEFAULT_SCHEDULES } from '@/domain/schedule';
import { activateLocale, i18n } from '@/i18n/i18n';
import { bookingFailureMessage } from './booking-failure-message';
import type { BookingFormState } from './booking-form-state';
import { validateBooking, type BookingCheckInput } from './validate-booking';

// Sunday 22 November 2026, 11:00 in Rome.
const NOW = new Date('2026-11-22T10:00:00Z');
const SCHEDULE = DEFAULT_SCHEDULES['emotion-in-villa'];
const SATURDAY = '2026-11-28';

const complete: BookingCheckInput['form'] = {
  selectedDate: SATURDAY,
  participants: 2,
  membership: {
    isMember: true,
    name: 'Giulia Bianchi',
    check: { kind: 'verified', checkedFor: SATURDAY },
  },
  termsAcceptedAt: '2026-11-22T10:00:00.000Z',
  medicalDeclared: true,
};

function check(form: Partial<BookingFormState>, overrides: Partial<BookingCheckInput> = {}) {
  return validateBooking({
    form: { ...complete, ...form },
    schedule: SCHEDULE,
    now: NOW,
    remaining: 20,
    ...overrides,
  });
}

describe('validateBooking', () => {
  it('passes a complete form', () => {
    expect(check({})).toBeNull();
  });

  it('runs the seven checks in the spec order, reporting only the first failure', () => {
    // Everything wrong at once; fixing one problem at a time reveals the next in order.
    const broken: Partial<BookingFormState> = {
      selectedDate: null,
      participants: 5,
      membership: { isMember: false, name: '', check: { kind: 'idle' } },
      termsAcceptedAt: null,
      medicalDeclared: false,
    };
    const seen: string[] = [];
    const fixes: Partial<BookingFormState>[] = [
      { selectedDate: '2026-11-25' }, // a Wednesday: chosen but not allowed
      { selectedDate: SATURDAY },
      { participants: 2 },
      { membership: { isMember: true, name: 'Giulia Bianchi', check: { kind: 'not-found' } } },
      { membership: complete.membership },
      { termsAcceptedAt: complete.termsAcceptedAt },
      { medicalDeclared: true },
    ];
    let form = broken;
    for (const fix of [{}, ...fixes]) {
      form = { ...form, ...fix };
      const failure = check(form, { remaining: 3 });
      seen.push(failure?.code ?? 'ok');
    }
    expect(seen).toEqual([
      'date-required',
      'date-not-allowed',
      'capacity-exceeded',
      'member-box-unchecked',
      'member-not-verified',
      'terms-not-accepted',
      'medical-not-declared',
      'ok',
    ]);
  });

  it('refuses past dates and dates outside the tour rule', () => {
    expect(check({ selectedDate: '2026-11-21' })).toEqual({
      code: 'date-not-allowed',
      verdict: 'past',
    });
    expect(check({ selectedDate: '2026-11-26' })).toEqual({
      code: 'date-not-allowed',
      verdict: 'not-offered',
    });
    expect(check({ selectedDate: '2026-02-30' })).toEqual({
      code: 'date-not-allowed',
      verdict: 'invalid',
    });
  });

  it('refuses a closed day, too short a notice and a date past the horizon', () => {
    const schedule = { ...SCHEDULE, closedDates: [SATURDAY], horizonDays: 30 };
    expect(check({}, { schedule })).toEqual({ code: 'date-not-allowed', verdict: 'closed' });
    // Friday 27th at 09:00 is 22 hours after Thursday 26th at 11:00.
    expect(
      check({ selectedDate: '2026-11-27' }, { schedule, now: new Date('2026-11-26T10:00:00Z') }),
    ).toEqual({ code: 'date-not-allowed', verdict: 'too-soon' });
    expect(check({ selectedDate: '2027-01-08' }, { schedule })).toEqual({
      code: 'date-not-allowed',
      verdict: 'too-far',
    });
  });

  it('treats a full date as not allowed, before the capacity check', () => {
    expect(check({}, { remaining: 0 })).toEqual({ code: 'date-not-allowed', verdict: 'full' });
  });

  it('allows exactly the remaining places and refuses one more', () => {
    expect(check({ participants: 3 }, { remaining: 3 })).toBeNull();
    expect(check({ participants: 4 }, { remaining: 3 })).toEqual({
      code: 'capacity-exceeded',
      remaining: 3,
    });
  });

  it('skips the capacity check when seats are not known or the tour is unlimited', () => {
    expect(check({ participants: 9 }, { remaining: undefined })).toBeNull();
    expect(
      check({ participants: 9 }, { schedule: DEFAULT_SCHEDULES.pojega, remaining: undefined }),
    ).toBeNull();
  });

  it('refuses a member whose check is pending, failed or lapsed', () => {
    for (const memberCheck of [
      { kind: 'verifying' },
      { kind: 'error', failure: 'INTERNAL' },
      { kind: 'lapsed', checkedFor: '2025-12-31' },
    ] as const) {
      expect(
        check({ membership: { isMember: true, name: 'Paolo Verdi', check: memberCheck } }),
      ).toEqual({ code: 'member-not-verified' });
    }
  });
});

describe('bookingFailureMessage', () => {
  const text = (failure: Parameters<typeof bookingFailureMessage>[0], locale: Locale = 'it') => {
    const { title, description } = bookingFailureMessage(failure, SCHEDULE, NOW, locale);
    return [i18n._(title), i18n._(description)];
  };

  describe('in Italian', () => {
    beforeAll(() => activateLocale('it'));

    it('gives each check its spec message', () => {
      expect(text({ code: 'date-required' })).toEqual([
        'Data richiesta',
        'Seleziona una data per la prenotazione.',
      ]);
      expect(text({ code: 'capacity-exceeded', remaining: 3 })).toEqual([
        'Capienza limitata',
        'Non ci sono abbastanza posti disponibili per questa data. Posti rimanenti: 3',
      ]);
      expect(text({ code: 'member-box-unchecked' })[0]).toBe('Verifica socio richiesta');
      expect(text({ code: 'member-box-unchecked' })[1]).toContain('Modulistica');
      expect(text({ code: 'member-not-verified' })).toEqual([
        'Verifica socio richiesta',
        'Inserisci il tuo nome e verifica la tua iscrizione',
      ]);
      expect(text({ code: 'terms-not-accepted' })[1]).toBe(
        'È necessario accettare i termini e condizioni per procedere',
      );
      expect(text({ code: 'medical-not-declared' })[1]).toBe(
        'È necessario dichiarare di possedere un certificato medico valido',
      );
    });

    it('says which days or dates the tour runs, from the live schedule', () => {
      expect(text({ code: 'date-not-allowed', verdict: 'not-offered' })[1]).toBe(
        'Questo tour si può prenotare solo di venerdì, sabato o domenica.',
      );
      const event = {
        ...DEFAULT_SCHEDULES.castagne,
        dates: ['2025-10-12', '2026-12-06', '2026-12-13'],
      };
      const castagne = bookingFailureMessage(
        { code: 'date-not-allowed', verdict: 'not-offered' },
        event,
        NOW,
        'it',
      );
      expect(i18n._(castagne.description)).toBe(
        'Questo evento si svolge solo in queste date: 6 dicembre 2026 o 13 dicembre 2026.',
      );
      const concluded = bookingFailureMessage(
        { code: 'date-not-allowed', verdict: 'not-offered' },
        DEFAULT_SCHEDULES.castagne,
        NOW,
        'it',
      );
      expect(i18n._(concluded.description)).toBe(
        'Al momento non ci sono date prenotabili per questo evento.',
      );
      expect(text({ code: 'date-not-allowed', verdict: 'too-soon' })[1]).toBe(
        'Si prenota almeno 24 ore prima della partenza: scegli una data successiva.',
      );
      expect(text({ code: 'date-not-allowed', verdict: 'full' })[1]).toBe(
        'Questa data è al completo.',
      );
    });
  });

  describe('in English', () => {
    beforeAll(() => activateLocale('en'));
    // The files of a worker share the app's i18n (vite.config.ts): the next one starts in Italian.
    afterAll(() => activateLocale('it'));

    it('translates the messages and the tour days', () => {
      expect(text({ code: 'capacity-exceeded', remaining: 2 }, 'en')).toEqual([
        'Limited capacity',
        'There are not enough places available for this date. Places left: 2',
      ]);
      expect(text({ code: 'date-not-allowed', verdict: 'not-offered' }, 'en')[1]).toBe(
        'This tour can only be booked on Friday, Saturday or Sunday.',
      );
    });
  });
});
