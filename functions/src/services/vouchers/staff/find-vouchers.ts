import { logger } from 'firebase-functions';
import {
  staffFindVouchersRequestSchema,
  VOUCHER_SEARCH_PAGE_SIZE,
  type StaffFindVouchersResponse,
} from '@/domain/api/staff-vouchers';
import { foldSearchText } from '@/domain/booking-search';
import { formatVoucherCode, normalizeVoucherCode } from '@/domain/vouchers/code';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { requireManager, type StaffCall } from '@functions/lib/require-staff';
import { recordStaffAction } from '@functions/services/audit-log/audit-log';
import { vouchersCollection, voucherRef, type VoucherDoc } from '../voucher-doc';
import { deliveryEmailOf, staffVoucherView, type StaffVoucherDeps } from './staff-voucher-view';

/** Shorter folded text would match nearly every voucher. */
const QUERY_MIN_LENGTH = 3;
/**
 * The most issued vouchers one search reads. An association sells a few hundred a year and the
 * retention job anonymises old ones; past this, vouchers want search grams like bookings
 * (src/domain/booking-search.ts).
 */
export const VOUCHER_SCAN_LIMIT = 2_000;

/** The folded texts a voucher is found by: its code, buyer and recipient (names and e-mails). */
function keysOf(code: string, voucher: VoucherDoc): string[] {
  return [
    code,
    formatVoucherCode(code),
    voucher.buyerName,
    voucher.buyerEmail,
    voucher.recipientName,
    deliveryEmailOf(voucher),
  ].map(foldSearchText);
}

async function matching(deps: StaffVoucherDeps, query: string) {
  const code = normalizeVoucherCode(query);
  if (code) {
    const snapshot = await voucherRef(deps.db, code).get();
    const voucher = snapshot.data();
    return voucher?.status === 'issued' ? [{ code, voucher }] : [];
  }
  const folded = foldSearchText(query);
  if (folded.replace(/\s/g, '').length < QUERY_MIN_LENGTH) {
    throw failure('invalid-argument', 'SEARCH_TOO_SHORT', 'SEARCH_TOO_SHORT: type more', {
      fields: ['query'],
    });
  }
  const snapshot = await vouchersCollection(deps.db)
    .where('status', '==', 'issued')
    .limit(VOUCHER_SCAN_LIMIT)
    .get();
  if (snapshot.size === VOUCHER_SCAN_LIMIT) {
    logger.warn('voucher search read its limit: older vouchers may be missed', {
      limit: VOUCHER_SCAN_LIMIT,
    });
  }
  return snapshot.docs
    .map((doc) => ({ code: doc.id, voucher: doc.data() }))
    .filter(({ code: id, voucher }) => keysOf(id, voucher).some((key) => key.includes(folded)));
}

const newestFirst = (a: { voucher: VoucherDoc }, b: { voucher: VoucherDoc }) =>
  b.voucher.createdAt.toMillis() - a.voucher.createdAt.toMillis();

/**
 * staffFindVouchers, managers only: the issued vouchers whose code (whole or in part), buyer or
 * recipient (name or e-mail, accents and case ignored) hold the query, newest first, each with
 * its ledger. The search is an entry of the audit log (how many it listed, never the query).
 */
export async function handleStaffFindVouchers(
  deps: StaffVoucherDeps,
  call: StaffCall,
): Promise<StaffFindVouchersResponse> {
  const actor = await requireManager(deps, call);
  const { query } = parseInput(staffFindVouchersRequestSchema, call.data ?? {});
  const found = (await matching(deps, query)).sort(newestFirst);
  const now = deps.now();
  const page = found.slice(0, VOUCHER_SEARCH_PAGE_SIZE);
  await recordStaffAction(
    deps.db,
    actor,
    { action: 'vouchers_searched', target: 'vouchers', details: { results: page.length } },
    now,
  );
  return {
    vouchers: page.map(({ code, voucher }) => staffVoucherView(code, voucher, now)),
    more: found.length > page.length,
    asOf: now.toISOString(),
  };
}
