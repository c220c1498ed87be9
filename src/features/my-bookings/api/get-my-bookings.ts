import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  myBookingsResponseSchema,
  type MyBookingsRequest,
  type MyBookingsResponse,
} from '@/domain/api/my-bookings';
import { ensureAuthReady } from '@/lib/firebase/auth-ready';
import { callFunction } from '@/lib/firebase/call-function';
import { DEVICE_COPY_QUERY, withDeviceCopy, type FromDevice } from '@/lib/auth/device-copy';
import { myBookingsQueryKey } from './my-bookings-query-keys';

function getMyBookings(): Promise<MyBookingsResponse> {
  const request: MyBookingsRequest = {};
  return callFunction('myBookings', request, myBookingsResponseSchema);
}

export type MyBookingsData = FromDevice<MyBookingsResponse>;

/** The server's answer, saved for offline use; without a network, the last saved copy. */
function loadMyBookings(uid: string): Promise<MyBookingsData> {
  return withDeviceCopy(
    { key: 'my-bookings', uid, schema: myBookingsResponseSchema, refusals: ['unauthenticated'] },
    async () => {
      // The call must carry the ID token: wait until Firebase Auth has restored the session.
      await ensureAuthReady();
      return getMyBookings();
    },
  );
}

function myBookingsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: myBookingsQueryKey(uid),
    queryFn: () => loadMyBookings(uid),
    ...DEVICE_COPY_QUERY,
    staleTime: 30_000,
  });
}

export function useMyBookings(uid: string) {
  return useQuery(myBookingsQueryOptions(uid));
}
