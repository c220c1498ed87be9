import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingHandle, ManageBookingResponse } from '@/domain/api/cancellation';
import {
  cancelManagedBooking,
  getManagedBooking,
} from '@/features/my-bookings/api/cancellation-api';
import { MY_BOOKINGS_QUERY_PREFIX } from '@/features/my-bookings/api/my-bookings-query-keys';

const keyOf = (handle: BookingHandle) =>
  ['manage-booking', 'token' in handle ? handle.token : handle.bookingId] as const;

/** The managed booking's query key: a postponement's answer updates the booking there too. */
export const managedBookingKey = keyOf;

/**
 * Whether coming back to the tab (or back online) asks the server again. The refund changes with
 * the clock while the booking is paid; once it is cancelled its link no longer opens it, and the
 * page keeps the outcome the cancellation answered. One's own booking can always be asked again.
 */
export function asksAgainOnReturn(
  handle: BookingHandle,
  booking: ManageBookingResponse | undefined,
): boolean {
  return !('token' in handle) || booking?.status === 'paid';
}

/** The booking and today's refund; cancelling updates it in place and refreshes "my bookings". */
export function useManagedBooking(handle: BookingHandle) {
  const client = useQueryClient();
  const stillToDecide = (query: { state: { data: ManageBookingResponse | undefined } }) =>
    asksAgainOnReturn(handle, query.state.data);
  const query = useQuery({
    queryKey: keyOf(handle),
    queryFn: () => getManagedBooking(handle),
    retry: false,
    refetchOnWindowFocus: stillToDecide,
    refetchOnReconnect: stillToDecide,
  });
  const cancel = useMutation({
    mutationFn: () => cancelManagedBooking(handle),
    onSuccess: (answer) => {
      client.setQueryData<ManageBookingResponse>(keyOf(handle), (before) =>
        before
          ? { ...before, status: answer.status, canCancel: false, refund: answer.refund }
          : before,
      );
      void client.invalidateQueries({ queryKey: MY_BOOKINGS_QUERY_PREFIX });
    },
  });
  return { query, cancel };
}
