import { vi } from 'vitest';

/**
 * Polls until `check` holds (webhooks arrive asynchronously). The patience is for a busy machine:
 * three integration files run at once beside the emulator on two cores, and a webhook's round trip
 * then took over 5 s once in three runs. A check that holds returns at once.
 */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('condition not met in time');
    },
    { timeout: timeoutMs, interval: 20 },
  );
}
