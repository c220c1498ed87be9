import { deviceCheckIns } from './check-in-outbox';
import { deviceDeskActions } from './rental-desk-outbox';
import { deviceWaivers } from './waiver-outbox';

/** What this device still holds of the staff's work: lost if it signs out now. */
export interface UnsentStaffWork {
  checkIns: number;
  /** Waivers signed on this phone ("Firma qui"). */
  waivers: number;
  /** Rental pick-ups and returns recorded at the desk ("Noleggi"). */
  deskActions: number;
}

export const hasUnsentWork = (unsent: UnsentStaffWork) =>
  unsent.checkIns + unsent.waivers + unsent.deskActions > 0;

const outboxes = {
  checkIns: deviceCheckIns,
  waivers: deviceWaivers,
  deskActions: deviceDeskActions,
} as const;

/**
 * Before signing out (which empties the device's private store): sends what the device outboxes
 * hold if there is a connection, and answers how much is still unsent, so the person can be warned.
 */
export async function unsentWorkBeforeSignOut(uid: string): Promise<UnsentStaffWork> {
  if (navigator.onLine) {
    await Promise.all(
      Object.entries(outboxes).map(async ([kind, outbox]) => {
        if ((await outbox.count()) === 0) return;
        await outbox.send(uid).catch((error: unknown) => {
          console.warn(`Unsent ${kind} not sent before signing out`, error);
        });
      }),
    );
  }
  const [checkIns, waivers, deskActions] = await Promise.all([
    deviceCheckIns.count(),
    deviceWaivers.count(),
    deviceDeskActions.count(),
  ]);
  return { checkIns, waivers, deskActions };
}
