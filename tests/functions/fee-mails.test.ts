import { describe, expect, it } from 'vitest';
import {
  composeFeePaidMail,
  composeFeeRefundedMail,
  type FeePayerFacts,
} from '@functions/services/mail/templates/fee-mails';

const RECEIPT_URL = 'https://tours.example/ricevuta?token=fee_app1_2027.sig';
/** A parent paying a minor's fee, with markup typed into both names. */
const PARENT: FeePayerFacts = {
  fullName: 'Maria <b>Rossi</b>',
  email: 'maria@example.com',
  locale: 'it',
  memberName: 'Luca <script>x</script>',
};
const FEE = { year: 2027, amountCents: 1000, receiptNumber: '2026/0007' };

describe('the fee payer’s mails', () => {
  it('greet the payer, name the minor whose fee it is, and escape both in HTML', () => {
    const mail = composeFeePaidMail(PARENT, FEE, RECEIPT_URL);
    expect(mail.to).toEqual([{ name: 'Maria <b>Rossi</b>', address: 'maria@example.com' }]);
    expect(mail.subject).toBe('Quota associativa 2027 pagata');
    expect(mail.text).toContain('Ciao Maria <b>Rossi</b>,');
    expect(mail.text).toContain('Socio: Luca <script>x</script>');
    expect(mail.text).toContain('Ricevuta n.: 2026/0007');
    expect(mail.text).toContain(RECEIPT_URL);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Luca &lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).toContain(`<a href="${RECEIPT_URL}">La tua ricevuta</a>`);
  });

  it('say the refund in English with the amount and no receipt link', () => {
    const mail = composeFeeRefundedMail({ ...PARENT, locale: 'en' }, FEE);
    expect(mail.subject).toBe('Membership fee 2027 refunded');
    expect(mail.text).toContain('Amount refunded: €10.00');
    expect(mail.text).not.toContain('ricevuta');
    expect(mail.html).toContain('<html lang="en">');
  });
});
