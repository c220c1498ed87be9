import { getVoucherRequestSchema, type VoucherView } from '@/domain/api/vouchers';
import { formatVoucherCode, normalizeVoucherCode } from '@/domain/vouchers/code';
import { voucherBalanceCents } from '@/domain/vouchers/ledger';
import { voucherProblem } from '@/domain/vouchers/usability';
import type { CallContext } from '@functions/lib/call-context';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { getAllOf } from '@functions/lib/document-converter';
import { bookingRef } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { enforceCallLimits } from '@functions/services/call-limits';
import { voucherRef, type VoucherDoc } from './voucher-doc';

const notFound = () =>
  failure('not-found', 'VOUCHER_NOT_FOUND', 'VOUCHER_NOT_FOUND: no voucher has this code', {
    fields: ['code'],
  });

const STATES = {
  VOUCHER_VOID: 'void',
  VOUCHER_EXPIRED: 'expired',
  VOUCHER_EMPTY: 'empty',
} as const;

async function bookingsOf(deps: BookingDeps, voucher: VoucherDoc) {
  const ids = [...new Set(voucher.entries.flatMap((entry) => entry.bookingId ?? []))];
  const reads = await getAllOf(
    deps.db,
    ids.map((id) => bookingRef(deps.db, id)),
  );
  return new Map(
    reads.flatMap((read) => {
      const booking = read.data();
      return booking ? [[read.id, { tourName: booking.tourName, date: booking.selectedDate }]] : [];
    }),
  );
}

/**
 * getVoucher (`/buono` and the booking card): a voucher, its balance and its ledger from its code
 * alone, judged on the server's clock. Only issued vouchers are found; the entries name the tour
 * and date each booking was for, never a person.
 */
export async function getVoucher(deps: BookingDeps, call: CallContext): Promise<VoucherView> {
  await enforceCallLimits(deps, { name: 'getVoucher', caller: call, now: deps.now() });
  const { code: typed } = parseInput(getVoucherRequestSchema, call.data);
  const code = normalizeVoucherCode(typed);
  if (!code) throw notFound();
  const voucher = (await voucherRef(deps.db, code).get()).data();
  if (!voucher || voucher.status !== 'issued') throw notFound();
  const problem = voucherProblem(voucher, deps.now());
  const bookings = await bookingsOf(deps, voucher);
  const { value } = voucher;
  return {
    code: formatVoucherCode(code),
    recipientName: voucher.recipientName,
    message: voucher.message,
    amountCents: voucher.amountCents,
    ...(value.kind === 'tour'
      ? { tour: { tourId: value.tourId, tourName: value.tourName, people: value.people } }
      : {}),
    validUntil: voucher.validUntil,
    balanceCents: voucherBalanceCents(voucher.entries),
    state: problem ? STATES[problem] : 'usable',
    locale: voucher.locale,
    entries: voucher.entries.map((entry) => {
      const booking = entry.bookingId ? bookings.get(entry.bookingId) : undefined;
      return {
        kind: entry.kind,
        amountCents: entry.amountCents,
        at: entry.at.toDate().toISOString(),
        ...(booking ? { booking } : {}),
      };
    }),
  };
}
