import { describe, expect, it } from 'vitest';
import { composeBookingConfirmation } from '@functions/services/mail/templates/booking-confirmation-mail';
import type { BookingDoc } from '@functions/services/booking/booking-doc';
import { TOUR_PRACTICAL_INFO } from '@/content/tour-practical-info';
import { paidBookingDoc } from '../support/booking-doc';

const MANAGE_URL = 'https://tours.example/gestisci-prenotazione?token=AbCdEfGh1234.sig';
/** A paid booking whose typed names carry markup the mail must escape. */
const paidBooking = (overrides: Partial<BookingDoc> = {}) =>
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
    const mail = composeBookingConfirmation('AbCdEfGh1234', paidBooking(), MANAGE_URL);
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
      paidBooking({ locale: 'en' }),
      MANAGE_URL,
    );
    expect(mail.subject).toBe('Booking confirmed: Walk Wine Pojega, Saturday, 28 November 2026');
    expect(mail.text).toContain('€70.00');
    expect(mail.text).toContain('Meeting point');
    expect(mail.text).toContain(TOUR_PRACTICAL_INFO['walk-wine-pojega'].meetingPoint.en);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(`<a href="${MANAGE_URL}">Manage your booking</a>`);
  });

  it('escapes every text the customer typed in the HTML part', () => {
    const { html } = composeBookingConfirmation('AbCdEfGh1234', paidBooking(), MANAGE_URL);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Smith</b>');
    expect(html).toContain('Giulia &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Ann &lt;b&gt;Smith&lt;/b&gt;');
  });
});
