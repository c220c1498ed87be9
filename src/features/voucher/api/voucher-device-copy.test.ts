import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import type { VoucherView } from '@/domain/api/vouchers';
import { todayInRome } from '@/domain/calendar';
import { forgetVoucherCopy, readVoucherCopy, saveVoucherCopy } from './voucher-device-copy';

// An IndexedDB in memory, for this file alone (which the stub makes run isolated).
vi.stubGlobal('indexedDB', new IDBFactory());

const DAY = 24 * 60 * 60 * 1000;
const now = new Date();
const daysFromNow = (days: number) => todayInRome(new Date(now.getTime() + days * DAY));

function view(validUntil: string): VoucherView {
  return {
    code: 'VPT-AAAA-BBBB-CCCC',
    recipientName: 'Giulia Bianchi',
    message: '',
    amountCents: 5000,
    validUntil,
    balanceCents: 5000,
    state: 'usable',
    locale: 'it',
    entries: [{ kind: 'issue', amountCents: 5000, at: now.toISOString() }],
  };
}

describe('the voucher copies kept on the device', () => {
  it('keeps the last answer per code, with when it was given', async () => {
    await saveVoucherCopy('AAAABBBBCCCC', view(daysFromNow(300)), now);
    expect(await readVoucherCopy('AAAABBBBCCCC')).toEqual({
      asOf: now.toISOString(),
      view: view(daysFromNow(300)),
    });
    await forgetVoucherCopy('AAAABBBBCCCC');
    expect(await readVoucherCopy('AAAABBBBCCCC')).toBeNull();
  });

  it('drops a copy 30 days after its voucher’s last day, on the next save', async () => {
    await saveVoucherCopy(
      'EXPIRED31DAY',
      view(daysFromNow(-31)),
      new Date(now.getTime() - 40 * DAY),
    );
    await saveVoucherCopy(
      'EXPIRED29DAY',
      view(daysFromNow(-29)),
      new Date(now.getTime() - 40 * DAY),
    );
    expect(await readVoucherCopy('EXPIRED31DAY')).not.toBeNull();

    await saveVoucherCopy('STILLVALID22', view(daysFromNow(10)), now);
    expect(await readVoucherCopy('EXPIRED31DAY')).toBeNull();
    expect(await readVoucherCopy('EXPIRED29DAY')).not.toBeNull();
    expect(await readVoucherCopy('STILLVALID22')).not.toBeNull();
  });
});
