import {
  staffFindVouchersRequestSchema,
  VOUCHER_SEARCH_PAGE_SIZE,
  type StaffFindVouchersResponse,
} from '@/domain/api/staff-vouchers';
import { foldSearchText, lookupGram } from '@/domain/booking-search';
import { normalizeVoucherCode } from '@/domain/vouchers/code';
import { voucherMatches } from '@/domain/vouchers/search';
import { scanByGram } from '@functions/services/booking-base/scan-by-gram';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { requireManager, type StaffCall } from '@functions/lib/require-staff';
import { recordStaffAction } from '@functions/services/audit-log/audit-log';
import { vouchersCollection, voucherRef, type VoucherDoc } from '../voucher-doc';
import { searchableVoucher } from '../voucher-search';
import { staffVoucherView, type StaffVoucherDeps } from './staff-voucher-view';

/** Shorter folded text would match nearly every voucher. */
const QUERY_MIN_LENGTH = 3;
type Found = { code: string; voucher: VoucherDoc }[];

/**
 * The issued vouchers holding the folded query, newest first, until a page and one more are
 * found: whether the list may go on.
 */
async function byGrams(deps: StaffVoucherDeps, needle: string) {
  const found: Found = [];
  const { exhausted } = await scanByGram(
    vouchersCollection(deps.db),
    lookupGram(needle),
    (code, voucher) => {
      if (voucher.status === 'issued' && voucherMatches(searchableVoucher(code, voucher), needle)) {
        found.push({ code, voucher });
      }
      return found.length > VOUCHER_SEARCH_PAGE_SIZE ? 'enough' : 'more';
    },
  );
  return { found, more: !exhausted };
}

async function matching(deps: StaffVoucherDeps, query: string) {
  const code = normalizeVoucherCode(query);
  if (code) {
    const snapshot = await voucherRef(deps.db, code).get();
    const voucher = snapshot.data();
    return { found: voucher?.status === 'issued' ? [{ code, voucher }] : [], more: false };
  }
  const needle = foldSearchText(query);
  if (needle.replace(/\s/g, '').length < QUERY_MIN_LENGTH) {
    throw failure('invalid-argument', 'SEARCH_TOO_SHORT', 'SEARCH_TOO_SHORT: type more', {
      fields: ['query'],
    });
  }
  return byGrams(deps, needle);
}

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
  // Newest first as found: each gram's value is the voucher's createdAt (voucher-search.ts).
  const { found, more } = await matching(deps, query);
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
    more,
    asOf: now.toISOString(),
  };
}
