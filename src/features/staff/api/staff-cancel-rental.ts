import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelRentalResponseSchema } from '@/domain/api/rental';
import { callFunction } from '@/lib/firebase/call-function';
import { rentalDayQueryPrefix } from './staff-query-keys';

/** "Annulla per maltempo": one rental cancelled and refunded in full; the desk's days read again. */
export function useStaffCancelRental(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rentalId: string) =>
      callFunction('staffCancelRental', { rentalId }, cancelRentalResponseSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: rentalDayQueryPrefix(uid) }),
  });
}
