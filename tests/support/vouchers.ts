import type { VoucherPurchaseRequest } from '@/domain/api/vouchers';
import { voucherBalanceCents } from '@/domain/vouchers/ledger';
import {
  voucherRef,
  vouchersCollection,
  type VoucherDoc,
} from '@functions/services/vouchers/voucher-doc';
import { purchaseVoucher } from '@functions/services/vouchers/purchase';
import { testDb } from './firestore';
import { storeIssuedVoucher } from './issued-voucher';
import { call } from './booking-request';
import { completeOnStripe } from './stripe-stand-in';
import { eventually } from './eventually';
import type { Harness } from './booking-harness';

export function voucherRequest(
  overrides: Partial<VoucherPurchaseRequest> = {},
): VoucherPurchaseRequest {
  return {
    value: { kind: 'amount', amountCents: 5000 },
    buyerName: 'Marco Rossi',
    buyerEmail: 'marco@example.com',
    recipientName: 'Anna Verdi',
    message: 'Buon Natale, Anna!',
    delivery: { kind: 'now_to_buyer' },
    locale: 'it',
    ...overrides,
  };
}

/** The one voucher stored (the tests buy one at a time), read through the functions' converter. */
export async function onlyVoucher(): Promise<{ code: string; voucher: VoucherDoc }> {
  const all = await vouchersCollection(testDb()).get();
  if (all.size !== 1) throw new Error(`expected one voucher, found ${all.size}`);
  const doc = all.docs[0]!;
  return { code: doc.id, voucher: doc.data() };
}

export async function storedVoucher(code: string): Promise<VoucherDoc> {
  const voucher = (await voucherRef(testDb(), code).get()).data();
  if (!voucher) throw new Error(`vouchers/${code} does not exist`);
  return voucher;
}

/** Buys a voucher through purchaseVoucher and pays it on the stand-in; answers it once issued. */
export async function boughtVoucher(
  harness: Harness,
  overrides: Partial<VoucherPurchaseRequest> = {},
): Promise<{ code: string; sessionId: string }> {
  const before = new Set((await vouchersCollection(testDb()).get()).docs.map((doc) => doc.id));
  await purchaseVoucher(harness.deps, harness.settings, call(voucherRequest(overrides)));
  const after = (await vouchersCollection(testDb()).get()).docs.find((doc) => !before.has(doc.id));
  if (!after) throw new Error('no voucher was stored');
  const code = after.id;
  const sessionId = after.data().stripeSessionId ?? '';
  await completeOnStripe(harness, sessionId);
  await eventually(async () => (await storedVoucher(code)).status === 'issued');
  return { code, sessionId };
}

/** An issued voucher as fulfilment writes it (storeIssuedVoucher), bought at the harness clock. */
export async function issuedVoucher(
  harness: Harness,
  amountCents: number,
  changes: Partial<VoucherDoc> = {},
): Promise<{ code: string; printed: string }> {
  const { code, printed } = await storeIssuedVoucher(
    testDb(),
    harness.deps.now(),
    amountCents,
    changes,
  );
  return { code, printed };
}

/** The voucher's ledger as [kind, cents] pairs, and its balance. */
export async function ledgerOf(code: string) {
  const { entries } = await storedVoucher(code);
  return {
    entries: entries.map((entry) => [entry.kind, entry.amountCents] as const),
    balance: voucherBalanceCents(entries),
  };
}
