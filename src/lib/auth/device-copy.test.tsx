import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '@/domain/zod';
import { CallableError } from '@/lib/firebase/callable-error';
import { withDeviceCopy } from './device-copy';
import { writePrivateCopy } from '@/lib/auth/private-device-data';
import { goOffline } from '@/test/browser-offline';

// The phone's store is the component projects' in-memory one (vite.config.ts), emptied after each.

const schema = z.object({ rows: z.number() });
const options = { key: 'staff-list', uid: 'manager', schema, refusals: ['permission-denied'] };
const failure = (code: string) => new CallableError('failed', 'INTERNAL', code);

/** A call answering, in turn, each of `answers` (an error is thrown). */
function callAnswering(...answers: (Error | { rows: number })[]) {
  return vi.fn(() => {
    const next = answers.shift();
    return next instanceof Error || next === undefined
      ? Promise.reject(next ?? new Error('asked too often'))
      : Promise.resolve(next);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a read kept on the device', () => {
  it('asks once more when the server fails while online, and shows its answer, not the old copy', async () => {
    await writePrivateCopy('staff-list', { uid: 'manager', response: { rows: 1 } });
    const call = callAnswering(failure('internal'), { rows: 2 });
    await expect(withDeviceCopy(options, call)).resolves.toEqual({ rows: 2, fromDevice: false });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('shows the copy when the second try fails too', async () => {
    await writePrivateCopy('staff-list', { uid: 'manager', response: { rows: 1 } });
    const call = callAnswering(failure('internal'), failure('unavailable'));
    await expect(withDeviceCopy(options, call)).resolves.toEqual({ rows: 1, fromDevice: true });
  });

  it('shows the copy at once offline, and never covers a refusal', async () => {
    await writePrivateCopy('staff-list', { uid: 'manager', response: { rows: 1 } });
    goOffline();
    const offline = callAnswering(failure('internal'), { rows: 2 });
    await expect(withDeviceCopy(options, offline)).resolves.toEqual({ rows: 1, fromDevice: true });
    expect(offline).toHaveBeenCalledTimes(1);

    vi.restoreAllMocks();
    const refused = callAnswering(failure('permission-denied'), { rows: 2 });
    await expect(withDeviceCopy(options, refused)).rejects.toThrow('failed');
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
