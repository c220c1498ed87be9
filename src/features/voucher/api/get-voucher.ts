import { queryOptions, useQuery } from '@tanstack/react-query';
import { voucherViewSchema, type VoucherView } from '@/domain/api/vouchers';
import { formatVoucherCode } from '@/domain/vouchers/code';
import { callFunction } from '@/lib/firebase/call-function';
import { CallableError } from '@/lib/firebase/callable-error';
import { forgetVoucherCopy, readVoucherCopy, saveVoucherCopy } from './voucher-device-copy';

export type VoucherLookup = VoucherView & {
  /** When the server gave this answer (ISO). */
  asOf: string;
  /** True when the network failed and this is the copy saved on the device. */
  fromDevice: boolean;
};

/** Answers about the code itself: a copy on the device must not hide them. */
const isAnswerAboutCode = (error: unknown) =>
  error instanceof CallableError &&
  (error.reason === 'VOUCHER_NOT_FOUND' || error.reason === 'INVALID_INPUT');

const warn = (what: string) => (error: unknown) => console.warn(what, error);

/**
 * A voucher from its code (the twelve characters), saved on the device; when the server cannot
 * be reached (offline, out of reach, too many calls), the copy saved last time, if any.
 */
export async function lookUpVoucher(code: string, now = () => new Date()): Promise<VoucherLookup> {
  try {
    const view = await callFunction(
      'getVoucher',
      { code: formatVoucherCode(code) },
      voucherViewSchema,
    );
    const asOf = now();
    await saveVoucherCopy(code, view, asOf).catch(warn('Voucher not saved on this device'));
    return { ...view, asOf: asOf.toISOString(), fromDevice: false };
  } catch (error) {
    if (isAnswerAboutCode(error)) {
      await forgetVoucherCopy(code).catch(warn('Voucher copy not forgotten'));
      throw error;
    }
    const saved = await readVoucherCopy(code).catch(() => null);
    if (saved) return { ...saved.view, asOf: saved.asOf, fromDevice: true };
    throw error;
  }
}

export function voucherQuery(code: string) {
  return queryOptions({
    queryKey: ['voucher', code] as const,
    queryFn: () => lookUpVoucher(code),
    // Run offline too: the query function falls back to the device copy itself.
    networkMode: 'always',
    staleTime: 30_000,
    retry: false,
  });
}

export function useVoucher(code: string) {
  return useQuery(voucherQuery(code));
}
