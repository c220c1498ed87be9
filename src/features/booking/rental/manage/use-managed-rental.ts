import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangeRentalDatesRequest,
  ManageRentalResponse,
  RentalHandle,
} from '@/domain/api/rental';
import {
  cancelManagedRental,
  changeManagedRentalDates,
  getManagedRental,
} from './manage-rental-api';

const keyOf = (handle: RentalHandle) =>
  ['manage-rental', 'token' in handle ? handle.token : handle.rentalId] as const;

/**
 * The rental, today's refund and whether it may move. While it is paid, coming back to the tab
 * asks again (the refund changes with the clock); once cancelled, its link no longer opens it and
 * the page keeps what the cancellation answered.
 */
export function useManagedRental(handle: RentalHandle) {
  const client = useQueryClient();
  const stillPaid = (query: { state: { data: ManageRentalResponse | undefined } }) =>
    query.state.data?.rental.status === 'paid';
  const query = useQuery({
    queryKey: keyOf(handle),
    queryFn: () => getManagedRental(handle),
    retry: false,
    refetchOnWindowFocus: stillPaid,
    refetchOnReconnect: stillPaid,
  });
  const update = (change: (before: ManageRentalResponse) => ManageRentalResponse) =>
    client.setQueryData<ManageRentalResponse>(keyOf(handle), (before) =>
      before ? change(before) : before,
    );
  const cancel = useMutation({
    mutationFn: () => cancelManagedRental(handle),
    onSuccess: (answer) =>
      update((before) => ({
        ...before,
        rental: { ...before.rental, status: answer.status },
        canCancel: false,
        canChangeDates: false,
        refund: answer.refund,
      })),
  });
  const move = useMutation({
    mutationFn: (to: Omit<ChangeRentalDatesRequest, 'handle'>) =>
      changeManagedRentalDates({ handle, ...to }),
    onSuccess: (answer) => update((before) => ({ ...before, rental: answer.rental })),
  });
  return { query, cancel, move };
}
