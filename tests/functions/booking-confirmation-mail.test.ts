import { describe, expect, it } from 'vitest';
import type { ParticipantWaiverLink } from '@/domain/api/participant-waiver';
import { composeBookingConfirmation } from '@functions/services/mail/templates/booking-confirmation-mail';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import { TOUR_PRACTICAL_INFO } from '@/content/tour-practical-info';
import { paidBookingDoc } from '../support/booking-doc';

const MANAGE_URL = 'https://tours.example/gestisci-prenotazione?token=AbCdEfGh1234.sig';
const signUrl = (index: number) =>
  `https://tours.example/liberatoria?token=AbCdEfGh1234.${index}.sig`;
/** The first participant still to sign, the second already signed by a guardian. */
const WAIVERS: ParticipantWaiverLink[] = [
  { participantIndex: 0, name: 'Giulia Bianchi', state: 'missing', signUrl: signUrl(0) },
  { participantIndex: 1, name: 'Ann <b>Smith</b>', state: 'guardian_signed', signUrl: signUrl(1) },
];
const LINKS = { manageUrl: MANAGE_URL, waivers: WAIVERS };
/** A paid booking whose typed names carry markup the mail must escape. */
const bookingWithMarkup = (overrides: Partial<BookingDoc> = {}) =>
  paidBookingDoc({
    tourId: 'walk-wine-pojega',
    tourName: 'Walk Wine Pojega',
    participantNames: ['Giulia Bianchi', 'Ann <b>Smith</b>'],
    customerName: 'Giulia <script>alert(1)</script>',
    unitAmountCents: 3500,
    amountTotalCents: 7000,
    ...overrides,
  });

describe('composeBookingConfirmation', () => {
  it('writes in Italian with tour, date, participants, amount, meeting point and what to bring', () => {
    const mail = composeBookingConfirmation('AbCdEfGh1234', bookingWithMarkup(), LINKS);
    const info = TOUR_PRACTICAL_INFO['walk-wine-pojega'];
    expect(mail.to).toEqual([
      { name: 'Giulia <script>alert(1)</script>', address: 'giulia@example.com' },
    ]);
    expect(mail.subject).toBe('Prenotazione confermata: Walk Wine Pojega, sabato 28 novembre 2026');
    for (const expected of [
      'Walk Wine Pojega',
      'sabato 28 novembre 2026',
      '2 (Giulia Bianchi, Ann <b>Smith</b>)',
      '70,00 €',
      'ABCDEFGH',
      info.meetingPoint.it,
      info.whatToBring.it,
      'Gestisci la prenotazione',
      MANAGE_URL,
    ]) {
      // Intl puts a no-break space between amount and currency sign.
      expect(mail.text.replace(/\u00a0/g, ' ')).toContain(expected);
    }
  });

  it('writes in English for an English booking', () => {
    const mail = composeBookingConfirmation(
      'AbCdEfGh1234',
      bookingWithMarkup({ locale: 'en' }),
      LINKS,
    );
    expect(mail.subject).toBe('Booking confirmed: Walk Wine Pojega, Saturday, 28 November 2026');
    expect(mail.text).toContain('€70.00');
    expect(mail.text).toContain('Meeting point');
    expect(mail.text).toContain(TOUR_PRACTICAL_INFO['walk-wine-pojega'].meetingPoint.en);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(`<a href="${MANAGE_URL}">Manage your booking</a>`);
  });

  it('lists each participant with their own waiver link, or their state once signed', () => {
    const mail = composeBookingConfirmation('AbCdEfGh1234', bookingWithMarkup(), LINKS);
    expect(mail.text).toContain(
      'Ogni partecipante firma la propria liberatoria prima del tour: inoltra a ciascuno il suo link',
    );
    expect(mail.text).toContain(`- Giulia Bianchi: Firma la liberatoria\n  ${signUrl(0)}`);
    expect(mail.text).toContain('- Ann <b>Smith</b> (firmata dal genitore o tutore)');
    expect(mail.text).not.toContain(signUrl(1));
    expect(mail.html).toContain(
      `<li style="margin:0 0 6px">Giulia Bianchi: <a href="${signUrl(0)}">Firma la liberatoria</a></li>`,
    );
    expect(mail.html).not.toContain(signUrl(1));

    const english = composeBookingConfirmation(
      'AbCdEfGh1234',
      bookingWithMarkup({
        locale: 'en',
        participants: 3,
        participantNames: ['Giulia Bianchi', '', ''],
      }),
      {
        manageUrl: MANAGE_URL,
        waivers: [
          { participantIndex: 0, name: 'Giulia Bianchi', state: 'signed', signUrl: signUrl(0) },
          { participantIndex: 1, name: '', state: 'missing', signUrl: signUrl(1) },
          // The day has passed: no link is given, the state is still said.
          { participantIndex: 2, name: '', state: 'missing' },
        ],
      },
    );
    expect(english.text).toContain("Participants' waivers:");
    expect(english.text).toContain('Each participant signs their own waiver before the tour');
    expect(english.text).toContain('- Giulia Bianchi (signed)');
    expect(english.text).toContain(`- Participant 2: Sign the waiver\n  ${signUrl(1)}`);
    expect(english.text).toContain('- Participant 3 (to sign)');
    expect(english.html).toContain(`Participant 2: <a href="${signUrl(1)}">Sign the waiver</a>`);
  });

  it('escapes every text the customer typed in the HTML part', () => {
    const { html } = composeBookingConfirmation('AbCdEfGh1234', bookingWithMarkup(), LINKS);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Smith</b>');
    expect(html).toContain('Giulia &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Ann &lt;b&gt;Smith&lt;/b&gt;');
  });
});
