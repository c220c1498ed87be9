import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffBookingStoryResponseSchema,
  staffCancelBookingResponseSchema,
  staffFindBookingsResponseSchema,
  staffResendConfirmationResponseSchema,
  type StaffCancelBookingRequest,
  type StaffFindBookingsResponse,
} from '@/domain/api/staff-booking-search';
import { isSearchable, searchNeedle } from '@/domain/booking-search';
import { withDeviceCopy, type FromDevice } from '@/lib/auth/device-copy';
import { callFunction } from '@/lib/firebase/call-function';
import {
  bookingSearchQueryKey,
  bookingSearchQueryPrefix,
  bookingStoryQueryKey,
} from './staff-query-keys';

const REFUSALS = ['unauthenticated', 'permission-denied', 'invalid-argument'];

/**
 * One page of a search. The first page is kept on the device per folded query, so the last
 * searches open offline, read-only, with their time; the next pages are asked for online only.
 */
function findPage(
  uid: string,
  query: string,
  cursor: string | undefined,
): Promise<FromDevice<StaffFindBookingsResponse>> {
  const call = () =>
    callFunction(
      'staffFindBookings',
      { query, ...(cursor ? { cursor } : {}) },
      staffFindBookingsResponseSchema,
    );
  if (cursor) return call().then((page) => ({ ...page, fromDevice: false }));
  return withDeviceCopy(
    {
      key: `staff-booking-search:${searchNeedle(query)}`,
      uid,
      schema: staffFindBookingsResponseSchema,
      refusals: REFUSALS,
    },
    call,
  );
}

export function useFindBookings(uid: string, query: string) {
  return useInfiniteQuery({
    queryKey: bookingSearchQueryKey(uid, searchNeedle(query)),
    queryFn: ({ pageParam }) => findPage(uid, query, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    enabled: isSearchable(query),
    networkMode: 'always',
    staleTime: 30_000,
    retry: false,
  });
}

/** A booking's story, kept on the device so a booking opened once opens offline too. */
export function useBookingStory(uid: string, bookingId: string) {
  return useQuery({
    queryKey: bookingStoryQueryKey(uid, bookingId),
    queryFn: () =>
      withDeviceCopy(
        {
          key: `staff-booking-story:${bookingId}`,
          uid,
          schema: staffBookingStoryResponseSchema,
          refusals: [...REFUSALS, 'not-found'],
        },
        () => callFunction('staffBookingStory', { bookingId }, staffBookingStoryResponseSchema),
      ),
    networkMode: 'always',
    staleTime: 10_000,
    retry: false,
  });
}

/** After an action the story (and any list showing the booking's status) is read again. */
export function useRefreshBooking(uid: string, bookingId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: bookingStoryQueryKey(uid, bookingId) }),
      client.invalidateQueries({ queryKey: bookingSearchQueryPrefix(uid) }),
    ]);
}

export function useResendConfirmation(uid: string, bookingId: string) {
  const refresh = useRefreshBooking(uid, bookingId);
  return useMutation({
    mutationFn: () =>
      callFunction('staffResendConfirmation', { bookingId }, staffResendConfirmationResponseSchema),
    onSuccess: refresh,
  });
}

export function useCancelBooking(uid: string, bookingId: string) {
  const refresh = useRefreshBooking(uid, bookingId);
  return useMutation({
    mutationFn: (request: Omit<StaffCancelBookingRequest, 'bookingId'>) =>
      callFunction(
        'staffCancelBooking',
        { bookingId, ...request },
        staffCancelBookingResponseSchema,
      ),
    onSuccess: refresh,
  });
}
