import { describe, expect, it } from 'vitest';
import { heading, paragraph } from '@functions/services/mail/html';
import { signature } from '@functions/services/mail/templates/common';
import { composeCancellationMail } from '@functions/services/mail/templates/booking-cancellation-mail';
import { composeThankYouMail } from '@functions/services/mail/templates/thank-you-mail';
import {
  bookingMail,
  fieldsBlock,
  layoutMail,
} from '@functions/services/mail/templates/mail-layout';
import { paidBookingDoc } from '../support/booking-doc';

const QR = { filename: 'qr.png', contentType: 'image/png', contentBase64: 'AAAA', cid: 'qr' };

describe('the mail layout', () => {
  it('puts envelope, language, greeting, body and closing in both parts', () => {
    const mail = layoutMail({
      envelope: { to: [{ address: 'a@example.com' }], replyTo: { address: 'b@example.com' } },
      locale: 'en',
      subject: 'Hi <there>',
      greeting: 'Hello Ann,',
      body: [
        fieldsBlock([['Tour', 'Pojega']]),
        { html: [heading('Only in HTML')] },
        { text: 'Only in text' },
      ],
      closing: ['Bye,', 'Us'],
      attachments: [QR],
    });
    expect(mail.to).toEqual([{ address: 'a@example.com' }]);
    expect(mail.replyTo).toEqual({ address: 'b@example.com' });
    expect(mail.text).toBe('Hello Ann,\n\nTour: Pojega\n\nOnly in text\n\nBye,\nUs');
    expect(mail.html).toMatch(/^<!doctype html><html lang="en">.*<title>Hi &lt;there&gt;<\/title>/);
    expect(mail.html).toContain('Only in HTML');
    expect(mail.html).not.toContain('Only in text');
    expect(mail.html).toContain(`${paragraph('Bye,\nUs')}</body>`);
    expect(mail.attachments).toEqual([QR]);
  });

  it('leaves out what a mail does not have: greeting, closing, attachments', () => {
    const mail = layoutMail({
      envelope: { to: [{ address: 'a@example.com' }] },
      locale: 'it',
      subject: 'S',
      body: [{ text: 'Solo questo', html: [paragraph('Solo questo')] }],
    });
    expect(mail.text).toBe('Solo questo');
    expect(mail).not.toHaveProperty('attachments');
    expect(mail).not.toHaveProperty('replyTo');
  });

  it('greets the person who booked in the booking’s language and signs for the association', () => {
    for (const locale of ['it', 'en'] as const) {
      const booking = paidBookingDoc({ locale });
      const greeting = locale === 'it' ? 'Ciao Giulia Bianchi,' : 'Hello Giulia Bianchi,';
      const mails = [
        bookingMail(booking, { subject: 'S', body: [] }),
        composeThankYouMail(booking, ''),
        composeCancellationMail('bk1', booking, { amountCents: 0, percent: 0 }, 'weather'),
      ];
      for (const mail of mails) {
        expect(mail.to).toEqual([{ name: 'Giulia Bianchi', address: 'giulia@example.com' }]);
        expect(mail.text.startsWith(`${greeting}\n\n`)).toBe(true);
        expect(mail.text.endsWith(signature(locale).join('\n'))).toBe(true);
        expect(mail.html).toContain(`<html lang="${locale}">`);
      }
    }
  });
});
