import { logger } from 'firebase-functions';
import {
  staffFindVouchersRequestSchema,
  VOUCHER_SEARCH_PAGE_SIZE,
  type StaffFindVouchersResponse,
} from '@/domain/api/staff-vouchers';
import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { foldSearchText, lookupGram } from '@/domain/booking-search';
import { normalizeVoucherCode } from '@/domain/vouchers/code';
import { voucherMatches } from '@/domain/vouchers/search';
import { MalformedDocumentError } from '@functions/lib/document-converter';
import { searchGramField } from '@functions/services/booking-base/search-grams';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { requireManager, type StaffCall } from '@functions/lib/require-staff';
import { recordStaffAction } from '@functions/services/audit-log/audit-log';
import { vouchersCollection, voucherRef, type VoucherDoc } from '../voucher-doc';
import { searchableVoucher } from '../voucher-search';
import { staffVoucherView, type StaffVoucherDeps } from './staff-voucher-view';

/** Shorter folded text would match nearly every voucher. */
const QUERY_MIN_LENGTH = 3;
/** Vouchers read at a time by one gram, and the most reads of one search (BATCH × BATCHES). */
const BATCH_SIZE = 100;
const MAX_BATCHES = 4;

type Found = { code: string; voucher: VoucherDoc }[];

/**
 * The issued vouchers holding the folded query, newest first: ordering by one of its trigrams in
 * `searchGramsAt` hands over the vouchers holding that gram from the field's own index, a batch
 * at a time, until a page and one more are found. Answers whether the list may go on.
 */
async function byGrams(deps: StaffVoucherDeps, needle: string) {
  const gramField = searchGramField(lookupGram(needle));
  const base = vouchersCollection(deps.db)
    .orderBy(gramField, 'desc')
    .orderBy(FieldPath.documentId(), 'desc');
  const found: Found = [];
  let after: QueryDocumentSnapshot | undefined;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const snapshot = await (after ? base.startAfter(after) : base).limit(BATCH_SIZE).get();
    for (const doc of snapshot.docs) {
      let voucher: VoucherDoc;
      try {
        voucher = doc.data();
      } catch (error) {
        if (!(error instanceof MalformedDocumentError)) throw error;
        logger.error('voucher left out of the search', { path: error.path, fields: error.fields });
        continue;
      }
      if (
        voucher.status === 'issued' &&
        voucherMatches(searchableVoucher(doc.id, voucher), needle)
      ) {
        found.push({ code: doc.id, voucher });
      }
    }
    if (found.length > VOUCHER_SEARCH_PAGE_SIZE || snapshot.size < BATCH_SIZE) {
      return { found, more: found.length > VOUCHER_SEARCH_PAGE_SIZE };
    }
    after = snapshot.docs.at(-1);
  }
  return { found, more: true };
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
  const { found, more } = await matching(deps, query);
  found.sort(newestFirst);
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
