import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingHandle, ManageBookingResponse } from '@/domain/api/cancellation';
import type { AnswerPostponementResponse } from '@/domain/api/date-change';
import { answerPostponement } from '@/features/my-bookings/api/postponement-api';
import { MY_BOOKINGS_QUERY_PREFIX } from '@/features/my-bookings/api/my-bookings-query-keys';
import { managedBookingKey } from './use-managed-booking';

/**
 * The booking as the answer leaves it. Once refunded the link no longer opens it, so the page
 * keeps this instead of asking again: cancelled with the postponement's full refund, on its way.
 */
function answered(
  before: ManageBookingResponse,
  answer: AnswerPostponementResponse,
): ManageBookingResponse {
  const cancelled = answer.status !== 'paid';
  return {
    ...before,
    status: answer.status,
    ...(before.postponement
      ? { postponement: { ...before.postponement, choice: answer.choice } }
      : {}),
    ...(cancelled
      ? {
          canCancel: false,
          dateChange: undefined,
          refund:
            before.refund.state === 'none'
              ? { percent: 100, amountCents: before.amountTotalCents, state: 'pending' }
              : before.refund,
        }
      : {}),
  };
}

/** "Mantengo la nuova data" / "Voglio il rimborso completo": the answer, kept on the page. */
export function usePostponementAnswer(handle: BookingHandle) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: 'keep' | 'refund') => {
      if (!('token' in handle)) throw new Error('a postponement is answered by its link');
      return answerPostponement({ token: handle.token, choice });
    },
    onSuccess: (answer) => {
      client.setQueryData<ManageBookingResponse>(managedBookingKey(handle), (before) =>
        before ? answered(before, answer) : before,
      );
      void client.invalidateQueries({ queryKey: MY_BOOKINGS_QUERY_PREFIX });
    },
  });
}
