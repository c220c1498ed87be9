import type { CallableRequest, CallableResponse } from '@/domain/api/callable-schemas';
import type { CallableName } from '@/domain/api/callables';
import type { ZodType } from '@/domain/zod';
import { withDeviceCopy, type FromDevice } from '@/lib/auth/device-copy';
import { callFunction } from '@/lib/firebase/call-function';

/** Signed out or the claim revoked: the answer stands, no old copy covers it. */
export const STAFF_REFUSALS = ['unauthenticated', 'permission-denied'] as const;

/**
 * A staff read's answer, kept on the device under `key` (emptied at sign-out) so its view opens
 * offline; without a network, the copy saved last time for this account. The saved copy is
 * checked against the same schema as the answer.
 */
export function keptOnDevice<
  Name extends CallableName,
  Response extends CallableResponse<Name> & object,
>(
  copy: { key: string; uid: string },
  name: Name,
  request: CallableRequest<Name>,
  schema: ZodType<Response>,
): Promise<FromDevice<Response>> {
  return withDeviceCopy({ ...copy, schema, refusals: STAFF_REFUSALS }, () =>
    callFunction(name, request, schema),
  );
}
