import { z, type ZodType } from '@/domain/zod';
import { CallableError } from '@/lib/firebase/callable-error';
import { readPrivateCopy, writePrivateCopy } from '@/lib/auth/private-device-data';

export type FromDevice<T> = T & {
  /** True when the network failed and this is the copy saved on the device. */
  fromDevice: boolean;
};

interface DeviceCopyOptions<T> {
  /** Where the copy is kept in the private store (emptied at sign-out). */
  key: string;
  /** Whose copy it is: another account's (or an older app version's) is never shown. */
  uid: string;
  schema: ZodType<T>;
  /** Callable error codes that are answers, not network failures: never covered by a copy. */
  refusals: readonly string[];
}

/**
 * How a read kept on the device is queried: offline too (its function falls back to the device
 * copy itself), and never retried (a refusal is an answer, and a failure offline has its copy).
 */
export const DEVICE_COPY_QUERY = { networkMode: 'always', retry: false } as const;

const isRefusal = (error: unknown, refusals: readonly string[]) =>
  error instanceof CallableError && refusals.includes(error.code);

/**
 * The call's answer, asked once more when it failed while the browser says it is online: a
 * server's passing failure (a function starting, a proxy's 5xx) is not "no connection", and the
 * copy saved last time would stand in for the answer a manager's action just changed. Offline,
 * the copy stands in at once.
 */
async function answerOf<T>(call: () => Promise<T>, refusals: readonly string[]): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isRefusal(error, refusals) || !navigator.onLine) throw error;
    return call();
  }
}

/**
 * The server's answer, saved on the device so the page opens offline; when the call fails for
 * any other reason than a refusal, the copy saved last time (if any).
 */
export async function withDeviceCopy<T extends object>(
  { key, uid, schema, refusals }: DeviceCopyOptions<T>,
  call: () => Promise<T>,
): Promise<FromDevice<T>> {
  try {
    const response = await answerOf(call, refusals);
    await writePrivateCopy(key, { uid, response }).catch((error: unknown) =>
      console.warn(`Could not save ${key} on this device`, error),
    );
    return { ...response, fromDevice: false };
  } catch (error) {
    if (isRefusal(error, refusals)) throw error;
    const saved = await readDeviceCopy({ key, uid, schema });
    if (saved) return { ...saved, fromDevice: true };
    throw error;
  }
}

/**
 * The copy saved on the device for this account, or null (none, another account's, or one an
 * older app version wrote in another shape): what the page would show offline.
 */
export async function readDeviceCopy<T>({
  key,
  uid,
  schema,
}: Pick<DeviceCopyOptions<T>, 'key' | 'uid' | 'schema'>): Promise<T | null> {
  const saved = z
    .object({ uid: z.literal(uid), response: schema })
    .safeParse(await readPrivateCopy(key).catch(() => null));
  return saved.success ? saved.data.response : null;
}
