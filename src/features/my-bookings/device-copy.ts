import { z } from 'zod';
import { myBookingsResponseSchema, type MyBookingsResponse } from '@/domain/api/my-bookings';
import { readPrivateCopy, writePrivateCopy } from '@/lib/auth/private-device-data';

const KEY = 'my-bookings';

const deviceCopySchema = z.object({ uid: z.string(), response: myBookingsResponseSchema });

/** Keeps the latest list on the device so the tickets open without a network. */
export async function saveDeviceCopy(uid: string, response: MyBookingsResponse): Promise<void> {
  await writePrivateCopy(KEY, { uid, response });
}

/** The saved list of this user, or null (none, another user's, or from an older app version). */
export async function readDeviceCopy(uid: string): Promise<MyBookingsResponse | null> {
  const parsed = deviceCopySchema.safeParse(await readPrivateCopy(KEY));
  return parsed.success && parsed.data.uid === uid ? parsed.data.response : null;
}
