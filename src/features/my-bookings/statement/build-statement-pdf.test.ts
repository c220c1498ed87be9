import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { drawnText } from '@/lib/pdf/drawn-text';
import { buildStatementPdf } from './build-statement-pdf';

describe('buildStatementPdf', () => {
  it('names the participant, each receipt with the share, and the total, in both languages', async () => {
    const pdf = await PDFDocument.load(
      await buildStatementPdf({
        year: 2027,
        participant: 'Sofia Bianchi',
        payer: 'Giulia Bianchi',
        lines: [
          {
            receiptNumber: '2027/0012',
            issuedAt: '2027-04-02T08:00:00.000Z',
            description: { it: 'Pojega Tour, 10 aprile 2027', en: 'Pojega Tour, 10 April 2027' },
            participants: 2,
            paidCents: 16_000,
            shareCents: 8_000,
          },
        ],
        totalCents: 8_000,
      }),
    );
    expect(pdf.getTitle()).toBe('Rendiconto 2027: Sofia Bianchi');
    const text = drawnText(pdf.getPage(0)).replace(/\u00a0/g, ' ');
    for (const expected of [
      'Rendiconto dei pagamenti 2027',
      'Statement of payments 2027',
      'Partecipante / Participant: Sofia Bianchi',
      'Ricevuta n. 2027/0012 del 2 aprile 2027',
      'Pojega Tour, 10 April 2027',
      'Pagato 160,00 € per 2 · quota del partecipante 80,00 €',
      'Totale / Total: 80,00 €',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
