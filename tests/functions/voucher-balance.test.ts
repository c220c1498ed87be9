import { describe, expect, it } from 'vitest';
import { createCheckout } from '@functions/services/booking/checkout';
import { CALL_LIMITS } from '@functions/services/call-limits';
import { getVoucher } from '@functions/services/vouchers/get-voucher';
import { bookingRequest, call } from '../support/booking-request';
import { registerBookingHarness } from '../support/booking-harness';
import { issuedVoucher } from '../support/vouchers';
import { reasonOf } from '../support/refusal';

const h = registerBookingHarness();

describe('getVoucher (/buono)', () => {
  it('shows the balance and the entries, each booking by its tour and date only', async () => {
    const { printed } = await issuedVoucher(h(), 5000);
    await createCheckout(
      h().deps,
      h().settings,
      call(
        bookingRequest({
          tourId: 'pojega',
          participants: 1,
          participantNames: ['Giulia Bianchi'],
          voucherCode: printed.toLowerCase(),
        }),
      ),
    );
    const view = await getVoucher(h().deps, call({ code: printed.replaceAll('-', ' ') }));
    expect(view).toMatchObject({
      code: printed,
      amountCents: 5000,
      balanceCents: 0,
      state: 'empty',
      recipientName: 'Giulia Bianchi',
    });
    expect(
      view.entries.map(({ kind, amountCents, booking }) => [kind, amountCents, booking]),
    ).toEqual([
      ['issue', 5000, undefined],
      ['reserve', -5000, { tourName: 'Pojega Tour', date: expect.any(String) }],
    ]);
    expect(JSON.stringify(view)).not.toContain('giulia@example.com');
  });

  it('finds nothing for an unknown or malformed code', async () => {
    const tries = await Promise.allSettled([
      getVoucher(h().deps, call({ code: 'VPT-2222-2222-2222' })),
      getVoucher(h().deps, call({ code: '../bookings' })),
    ]);
    expect(tries.map((t) => t.status === 'rejected' && reasonOf(t.reason))).toEqual([
      'VOUCHER_NOT_FOUND',
      'VOUCHER_NOT_FOUND',
    ]);
  });

  it('limits each address, so codes cannot be tried in bulk', async () => {
    const address = { clientKey: 'ip:203.0.113.7' };
    const limit = CALL_LIMITS.getVoucher.perCaller.limit;
    const answers = await Promise.allSettled(
      Array.from({ length: limit + 1 }, () =>
        getVoucher(h().deps, call({ code: 'VPT-2222-2222-2222' }, address)),
      ),
    );
    const reasons = answers.map((a) => (a.status === 'rejected' ? reasonOf(a.reason) : 'ok'));
    expect(reasons.filter((r) => r === 'RATE_LIMITED')).toHaveLength(1);
    expect(reasons.filter((r) => r === 'VOUCHER_NOT_FOUND')).toHaveLength(limit);
  });
});
