import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingHandle, ManageBookingResponse } from '@/domain/api/cancellation';
import {
  cancelManagedBooking,
  getManagedBooking,
} from '@/features/my-bookings/api/cancellation-api';

const keyOf = (handle: BookingHandle) =>
  ['manage-booking', 'token' in handle ? handle.token : handle.bookingId] as const;

/** The booking and today's refund; cancelling updates it in place and refreshes "my bookings". */
export function useManagedBooking(handle: BookingHandle) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: keyOf(handle),
    queryFn: () => getManagedBooking(handle),
    retry: false,
    // The refund changes with the clock: ask again when the visitor comes back to the tab.
    refetchOnWindowFocus: true,
  });
  const cancel = useMutation({
    mutationFn: () => cancelManagedBooking(handle),
    onSuccess: (answer) => {
      client.setQueryData<ManageBookingResponse>(keyOf(handle), (before) =>
        before
          ? { ...before, status: answer.status, canCancel: false, refund: answer.refund }
          : before,
      );
      void client.invalidateQueries({ queryKey: ['my-bookings'] });
    },
  });
  return { query, cancel };
}
