import type { ZodType } from '@/domain/zod';
import { withDeviceCopy, type FromDevice } from '@/lib/auth/device-copy';

/** Signed out or the claim revoked: the answer stands, no old copy covers it. */
export const STAFF_REFUSALS = ['unauthenticated', 'permission-denied'] as const;

/**
 * A staff read's answer, kept on the device (emptied at sign-out) so its view opens offline;
 * without a network, the copy saved last time for this account.
 */
export function keptOnDevice<T extends object>(
  copy: { key: string; uid: string; schema: ZodType<T> },
  call: () => Promise<T>,
): Promise<FromDevice<T>> {
  return withDeviceCopy({ ...copy, refusals: STAFF_REFUSALS }, call);
}
