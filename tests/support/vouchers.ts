import type { VoucherPurchaseRequest } from '@/domain/api/vouchers';
import {
  voucherRef,
  vouchersCollection,
  type VoucherDoc,
} from '@functions/services/vouchers/voucher-doc';
import { purchaseVoucher } from '@functions/services/vouchers/purchase';
import { testDb } from './firestore';
import { call, completeOnStripe, eventually, type Harness } from './booking-harness';

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
