import { useMutation } from '@tanstack/react-query';
import { leaveWaitlistResponseSchema, type LeaveWaitlistResponse } from '@/domain/api/waitlist';
import { callFunction } from '@/lib/firebase/call-function';

export function leaveWaitlist(token: string): Promise<LeaveWaitlistResponse> {
  return callFunction('leaveWaitlist', { token }, leaveWaitlistResponseSchema);
}

export function useLeaveWaitlist() {
  return useMutation({ mutationFn: leaveWaitlist });
}
