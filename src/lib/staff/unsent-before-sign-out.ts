import { unsentCheckInCount } from './check-in-queue';
import { sendQueuedCheckIns } from './send-check-ins';

/**
 * Before signing out (which empties the device's private store): sends the queued check-ins if
 * there is a connection, and answers how many are still unsent, so the person can be warned.
 */
export async function unsentCheckInsBeforeSignOut(uid: string): Promise<number> {
  if ((await unsentCheckInCount()) === 0) return 0;
  if (navigator.onLine) {
    await sendQueuedCheckIns(uid).catch((error: unknown) =>
      console.warn('Check-ins not sent before signing out', error),
    );
  }
  return unsentCheckInCount();
}
