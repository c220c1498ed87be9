import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffAccountingFile } from '@/domain/api/staff-receipts';
import { callFunction } from '@/lib/firebase/call-function';
import { drawnText } from '@/lib/pdf/drawn-text';
import { renderWithProviders } from '@/test/render-with-providers';
import { ReceiptsView } from './receipts-view';

const TABLE = [
  ['Numero', 'Data', 'Tipo', 'Pagante', 'Importo (€)'],
  ['2026/0001', '03/11/2026', 'Attività', 'Giulia Bianchi', '260,00'],
  ['Totale quote associative', '', '', '', '0,00'],
  ['Totale attività', '', '', '', '260,00'],
  ['Totale', '', '', '', '260,00'],
];
const MADE: StaffAccountingFile = {
  fileName: 'registro-ricevute-2026-11.csv',
  csv: TABLE.map((row) => row.join(';')).join('\r\n'),
  table: TABLE,
  lines: 1,
  feesCents: 0,
  activityCents: 26_000,
};

/** What the browser was asked to save: each file's name and its bytes. */
function savedFiles() {
  const saved: { name: string; blob: Blob }[] = [];
  let last: Blob | undefined;
  URL.createObjectURL = (blob: Blob) => {
    last = blob;
    return 'blob:file';
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: last! });
  });
  return saved;
}

afterEach(() => vi.restoreAllMocks());

describe('Ricevute', () => {
  it('saves the register the server made as a PDF of the same table when PDF is chosen', async () => {
    vi.mocked(callFunction).mockResolvedValue(MADE);
    const saved = savedFiles();
    await renderWithProviders(<ReceiptsView />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'File' }), 'register');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Formato' }),
      'PDF da stampare o archiviare',
    );
    const period = screen.getByRole('textbox', { name: /Mese o anno/ });
    await user.clear(period);
    await user.type(period, '2026-11');
    await user.click(screen.getByRole('button', { name: 'Scarica PDF' }));

    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual(['registro-ricevute-2026-11.pdf']),
    );
    expect(vi.mocked(callFunction)).toHaveBeenCalledWith(
      'staffAccountingFile',
      { period: '2026-11', file: 'register' },
      expect.anything(),
    );
    expect(saved[0]!.blob.type).toBe('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await saved[0]!.blob.arrayBuffer()));
    const text = drawnText(pdf.getPage(0));
    expect(text).toContain('Registro delle ricevute, 2026-11');
    expect(text).toContain('Giulia Bianchi');
    expect(text).toContain('Totale attività');
  });

  it('saves the CSV as the server wrote it by default', async () => {
    vi.mocked(callFunction).mockResolvedValue(MADE);
    const saved = savedFiles();
    await renderWithProviders(<ReceiptsView />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Scarica CSV' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual([MADE.fileName]));
    expect(await saved[0]!.blob.text()).toBe(MADE.csv);
  });
});
