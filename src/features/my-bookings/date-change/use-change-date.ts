import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingHandle } from '@/domain/api/cancellation';
import type { TourId } from '@/domain/tours';
import { changeBookingDate } from '@/features/my-bookings/api/date-change-api';
import { MY_BOOKINGS_QUERY_PREFIX } from '@/features/my-bookings/api/my-bookings-query-keys';

/**
 * "Cambia data": moves the booking, then asks again for everything that showed the old date or
 * the old seats: the manage page, "Le mie prenotazioni" (with the reissued ticket) and the tour's
 * free seats.
 */
export function useChangeDate(handle: BookingHandle, tourId: TourId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (newDate: string) => changeBookingDate(handle, newDate),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['manage-booking'] });
      void client.invalidateQueries({ queryKey: MY_BOOKINGS_QUERY_PREFIX });
      void client.invalidateQueries({ queryKey: ['availability', tourId] });
    },
  });
}
