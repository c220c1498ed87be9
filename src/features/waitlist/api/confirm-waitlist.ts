import { useMutation } from '@tanstack/react-query';
import { confirmWaitlistResponseSchema, type ConfirmWaitlistResponse } from '@/domain/api/waitlist';
import { callFunction } from '@/lib/firebase/call-function';

export function confirmWaitlist(token: string): Promise<ConfirmWaitlistResponse> {
  return callFunction('confirmWaitlist', { token }, confirmWaitlistResponseSchema);
}

export function useConfirmWaitlist() {
  return useMutation({ mutationFn: confirmWaitlist });
}
