import { describe, expect, it } from 'vitest';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import { composeCancellationMail } from '@functions/services/mail/templates/booking-cancellation-mail';
import { paidBookingDoc } from '../support/booking-doc';

/** Giulia's paid booking, cancelled; her name is typed with markup the mail must escape. */
const cancelledBooking = (overrides: Partial<BookingDoc> = {}) =>
  paidBookingDoc({
    customerName: 'Giulia <b>Bianchi</b>',
    status: 'cancelled',
    holdsSeats: false,
    ...overrides,
  });

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('composeCancellationMail', () => {
  it('confirms a customer cancellation in Italian with the refund and when it arrives', () => {
    const mail = composeCancellationMail(
      'AbCdEfGh1234',
      cancelledBooking(),
      { percent: 100, amountCents: 16000 },
      'customer',
    );
    expect(mail.subject).toBe('Prenotazione annullata: Pojega Tour, sabato 28 novembre 2026');
    expect(plain(mail.text)).toContain('Rimborso: 160,00 € (100%)');
    expect(mail.text).toContain('5–10 giorni lavorativi');
    expect(mail.text).toContain('ABCDEFGH');
    expect(mail.html).not.toContain('<b>Bianchi</b>');
  });

  it('tells an English customer the tour is off for bad weather, with a full refund', () => {
    const mail = composeCancellationMail(
      'AbCdEfGh1234',
      cancelledBooking({ locale: 'en' }),
      { percent: 100, amountCents: 16000 },
      'weather',
    );
    expect(mail.subject).toBe(
      'Tour cancelled for bad weather: Pojega Tour, Saturday, 28 November 2026',
    );
    expect(mail.text).toContain('Refund: €160.00 (100%)');
    expect(mail.text).toContain('5–10 business days');
  });

  it('says in Italian that the tour is off for bad weather', () => {
    const mail = composeCancellationMail(
      'AbCdEfGh1234',
      cancelledBooking(),
      { percent: 100, amountCents: 16000 },
      'weather',
    );
    expect(mail.text).toContain('il tour è annullato per maltempo');
  });

  it('says there is no refund under 24 hours, without promising one', () => {
    const mail = composeCancellationMail(
      'AbCdEfGh1234',
      cancelledBooking(),
      { percent: 0, amountCents: 0 },
      'customer',
    );
    expect(plain(mail.text)).toContain('Rimborso: 0,00 € (0%)');
    expect(mail.text).toContain('non è previsto alcun rimborso');
    expect(mail.text).not.toContain('giorni lavorativi');
  });
});
