import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  staffRosterResponseSchema,
  type StaffRoster,
  type StaffRosterRequest,
} from '@/domain/api/staff';
import { readPrivateCopy, writePrivateCopy } from '@/lib/auth/private-device-data';
import { callFunction } from '@/lib/firebase/call-function';
import { CallableError } from '@/lib/firebase/callable-error';

export interface RosterData extends StaffRoster {
  /** True when the network failed and this is the copy saved on the device. */
  fromDevice: boolean;
}

const deviceCopySchema = z.object({ uid: z.string(), roster: staffRosterResponseSchema });
const deviceKey = (date: string) => `staff-roster:${date}`;

/** Keeps a date's roster on the device (emptied at sign-out), so /staff opens offline. */
export async function saveRosterCopy(uid: string, roster: StaffRoster): Promise<void> {
  await writePrivateCopy(deviceKey(roster.date), { uid, roster });
}

async function readRosterCopy(uid: string, date: string): Promise<StaffRoster | null> {
  const parsed = deviceCopySchema.safeParse(await readPrivateCopy(deviceKey(date)));
  return parsed.success && parsed.data.uid === uid ? parsed.data.roster : null;
}

async function loadRoster(uid: string, date: string): Promise<RosterData> {
  try {
    const request: StaffRosterRequest = { date };
    const roster = await callFunction('staffRoster', request, staffRosterResponseSchema);
    await saveRosterCopy(uid, roster).catch((error: unknown) =>
      console.warn('Could not save the roster on this device', error),
    );
    return { ...roster, fromDevice: false };
  } catch (error) {
    // A refusal is an answer (claim revoked, signed out): never cover it with an old copy.
    if (
      error instanceof CallableError &&
      (error.code === 'unauthenticated' || error.code === 'permission-denied')
    ) {
      throw error;
    }
    const copy = await readRosterCopy(uid, date).catch(() => null);
    if (copy) return { ...copy, fromDevice: true };
    throw error;
  }
}

export function rosterQueryOptions(uid: string, date: string) {
  return queryOptions({
    queryKey: ['staff-roster', uid, date] as const,
    queryFn: () => loadRoster(uid, date),
    // Run offline too: the query function falls back to the device copy itself.
    networkMode: 'always',
    staleTime: 30_000,
    retry: false,
  });
}

export function useStaffRoster(uid: string, date: string) {
  return useQuery({ ...rosterQueryOptions(uid, date), enabled: date !== '' });
}
