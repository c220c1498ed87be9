import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  myBookingsResponseSchema,
  type MyBookingsRequest,
  type MyBookingsResponse,
} from '@/domain/api/my-bookings';
import { ensureAuthReady } from '@/lib/firebase/auth-ready';
import { callFunction } from '@/lib/firebase/call-function';
import { CallableError } from '@/lib/firebase/callable-error';
import { readDeviceCopy, saveDeviceCopy } from '@/features/my-bookings/device-copy';

function getMyBookings(): Promise<MyBookingsResponse> {
  const request: MyBookingsRequest = {};
  return callFunction('myBookings', request, myBookingsResponseSchema);
}

export interface MyBookingsData extends MyBookingsResponse {
  /** True when the network failed and this is the copy saved on the device. */
  fromDevice: boolean;
}

/** The server's answer, saved for offline use; without a network, the last saved copy. */
async function loadMyBookings(uid: string): Promise<MyBookingsData> {
  try {
    // The call must carry the ID token: wait until Firebase Auth has restored the session.
    await ensureAuthReady();
    const response = await getMyBookings();
    await saveDeviceCopy(uid, response).catch((error: unknown) =>
      console.warn('Could not save the bookings on this device', error),
    );
    return { ...response, fromDevice: false };
  } catch (error) {
    // A refusal is an answer, not a network problem: never cover it with an old copy.
    if (error instanceof CallableError && error.code === 'unauthenticated') throw error;
    const copy = await readDeviceCopy(uid).catch(() => null);
    if (copy) return { ...copy, fromDevice: true };
    throw error;
  }
}

function myBookingsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: ['my-bookings', uid] as const,
    queryFn: () => loadMyBookings(uid),
    // Run offline too: the query function falls back to the device copy itself.
    networkMode: 'always',
    staleTime: 30_000,
    retry: false,
  });
}

export function useMyBookings(uid: string) {
  return useQuery(myBookingsQueryOptions(uid));
}
