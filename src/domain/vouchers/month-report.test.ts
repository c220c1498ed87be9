import { describe, expect, it } from 'vitest';
import { BYTE_ORDER_MARK } from '@/domain/csv';
import { monthCsv, monthLines, type ReportVoucher } from './month-report';

const voucher: ReportVoucher = {
  code: '7KQ4M9XC2HRT',
  paymentIntentId: 'pi_1',
  buyerName: 'Marco Rossi',
  entries: [
    // 00:30 on 1 November in Rome.
    { kind: 'issue', amountCents: 10000, at: new Date('2026-10-31T23:30:00Z') },
    { kind: 'reserve', amountCents: -8000, at: new Date('2026-11-10T10:00:00Z'), bookingId: 'b1' },
    { kind: 'release', amountCents: 8000, at: new Date('2026-11-10T10:31:00Z'), bookingId: 'b1' },
    { kind: 'reserve', amountCents: -6000, at: new Date('2026-11-12T10:00:00Z'), bookingId: 'b2' },
    { kind: 'spend', amountCents: 0, at: new Date('2026-11-12T10:02:00Z'), bookingId: 'b2' },
    { kind: 'refund', amountCents: 6000, at: new Date('2026-11-30T23:30:00Z'), bookingId: 'b2' },
  ],
};

describe("the treasurer's month", () => {
  it("lists the month's money, a spend at what its reserve took, no checkout holds", () => {
    expect(monthLines([voucher], '2026-11').map((l) => [l.movement, l.amountCents])).toEqual([
      ['sale', 10000],
      ['spend', -6000],
    ]);
    // 00:30 on 1 December in Rome.
    expect(monthLines([voucher], '2026-12').map((l) => [l.movement, l.amountCents])).toEqual([
      ['refund', 6000],
    ]);
  });

  it('tells a sale from a voucher issued by hand', () => {
    const byHand = { ...voucher, paymentIntentId: undefined };
    expect(monthLines([byHand], '2026-11')[0]).toMatchObject({
      movement: 'by_hand',
      paymentIntentId: '',
      buyerName: 'Marco Rossi',
    });
  });

  it("writes the file as each language's spreadsheet opens it", () => {
    const lines = monthLines([voucher], '2026-11');
    expect(monthCsv(lines, 'it').split('\r\n')).toEqual([
      `${BYTE_ORDER_MARK}Data;Codice;Movimento;Caricato sul buono (€);Tolto dal buono (€);Prenotazione;Pagamento Stripe;Acquirente;Nota`,
      // A decimal comma is quoted, so the file reads the same opened as comma-separated.
      '2026-11-01 00:30;VPT-7KQ4-M9XC-2HRT;Vendita;"100,00";;;pi_1;Marco Rossi;',
      '2026-11-12 11:02;VPT-7KQ4-M9XC-2HRT;Utilizzo;;"60,00";b2;;;',
      '',
    ]);
    expect(monthCsv(lines, 'en').split('\r\n').slice(0, 2)).toEqual([
      `${BYTE_ORDER_MARK}Date,Code,Movement,Added to voucher (€),Taken from voucher (€),Booking,Stripe payment,Buyer,Note`,
      '2026-11-01 00:30,VPT-7KQ4-M9XC-2HRT,Sale,100.00,,,pi_1,Marco Rossi,',
    ]);
  });
});
