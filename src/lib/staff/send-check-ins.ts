import {
  CHECK_INS_PER_CALL,
  staffCheckInResponseSchema,
  type CheckInResult,
} from '@/domain/api/staff';
import { callFunction } from '@/lib/firebase/call-function';
import { queuedCheckIns, removeCheckIns } from './check-in-queue';

let inFlight: Promise<CheckInResult[]> | undefined;

async function sendAll(uid: string): Promise<CheckInResult[]> {
  const results: CheckInResult[] = [];
  for (;;) {
    const batch = (await queuedCheckIns(uid)).slice(0, CHECK_INS_PER_CALL);
    if (batch.length === 0) return results;
    const answer = await callFunction(
      'staffCheckIn',
      { checkIns: batch },
      staffCheckInResponseSchema,
    );
    results.push(...answer.results);
    // Removed only once answered: a call lost on the way is sent again, and the server records
    // each booking's check-in once, so a repeat is harmless.
    await removeCheckIns(uid, new Set(answer.results.map((result) => result.bookingId)));
    if (answer.results.length === 0) return results;
  }
}

/**
 * Sends this staff member's queued check-ins (in batches) and answers what the server recorded,
 * including those another device had recorded first. One send at a time per tab.
 */
export function sendQueuedCheckIns(uid: string): Promise<CheckInResult[]> {
  inFlight ??= sendAll(uid).finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}
