import { unsentCheckInCount } from './check-in-queue';
import { sendQueuedCheckIns } from './send-check-ins';
import { deviceWaiverQueue } from './waiver-queue';

/** What this device still holds of the staff's work: lost if it signs out now. */
export interface UnsentStaffWork {
  checkIns: number;
  /** Waivers signed on this phone ("Firma qui"), sent by the staff page when online. */
  waivers: number;
}

export const hasUnsentWork = (unsent: UnsentStaffWork) => unsent.checkIns + unsent.waivers > 0;

/**
 * Before signing out (which empties the device's private store): sends the queued check-ins if
 * there is a connection, and answers how many check-ins and collected waivers are still unsent,
 * so the person can be warned. Waivers are sent by the staff page itself (its callable belongs to
 * the staff feature), which does so whenever it is open and online.
 */
export async function unsentWorkBeforeSignOut(uid: string): Promise<UnsentStaffWork> {
  if ((await unsentCheckInCount()) > 0 && navigator.onLine) {
    await sendQueuedCheckIns(uid).catch((error: unknown) =>
      console.warn('Check-ins not sent before signing out', error),
    );
  }
  const [checkIns, waivers] = await Promise.all([unsentCheckInCount(), deviceWaiverQueue.count()]);
  return { checkIns, waivers };
}
