import type * as IdbKeyval from 'idb-keyval';
import { voucherViewSchema, type VoucherView } from '@/domain/api/vouchers';
import { addDays, todayInRome } from '@/domain/calendar';
import { z } from '@/domain/zod';

/**
 * The last answer for each voucher code opened on this device, so /buono opens offline once seen
 * (a voucher is read by its code alone, with no account: these copies are not the signed-in
 * person's and outlive a sign-out). Each is kept until its voucher has been expired for
 * KEPT_AFTER_EXPIRY_DAYS; older ones are dropped whenever a voucher is saved. idb-keyval loads on
 * first use, like the other stores on the device.
 */
const KEPT_AFTER_EXPIRY_DAYS = 30;

const savedVoucherSchema = z.object({
  /** When the server gave this answer (ISO). */
  asOf: z.string(),
  view: voucherViewSchema,
});
export type SavedVoucher = z.infer<typeof savedVoucherSchema>;

let store: Promise<{ idb: typeof IdbKeyval; store: IdbKeyval.UseStore }> | undefined;

function openStore() {
  store ??= import('idb-keyval').then((idb) => ({
    idb,
    store: idb.createStore('valpolicella-vouchers', 'last-answers'),
  }));
  return store;
}

/** The copy saved for a code (its twelve characters), or null: none, or one in an older shape. */
export async function readVoucherCopy(code: string): Promise<SavedVoucher | null> {
  const { idb, store: vouchers } = await openStore();
  const saved = savedVoucherSchema.safeParse(await idb.get<unknown>(code, vouchers));
  return saved.success ? saved.data : null;
}

function isPastKeeping(view: VoucherView, now: Date): boolean {
  return addDays(view.validUntil, KEPT_AFTER_EXPIRY_DAYS) < todayInRome(now);
}

/** Saves the server's answer for a code, and drops the copies kept long enough. */
export async function saveVoucherCopy(code: string, view: VoucherView, now: Date): Promise<void> {
  const { idb, store: vouchers } = await openStore();
  const saved: SavedVoucher = { asOf: now.toISOString(), view };
  await idb.set(code, saved, vouchers);
  const stale = (await idb.entries<IDBValidKey, unknown>(vouchers)).flatMap(([key, value]) => {
    const copy = savedVoucherSchema.safeParse(value);
    return !copy.success || isPastKeeping(copy.data.view, now) ? [key] : [];
  });
  if (stale.length > 0) await idb.delMany(stale, vouchers);
}

/** Forgets a code's copy (the server no longer knows the code). */
export async function forgetVoucherCopy(code: string): Promise<void> {
  const { idb, store: vouchers } = await openStore();
  await idb.del(code, vouchers);
}
