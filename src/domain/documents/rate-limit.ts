import { z } from '@/domain/zod';
import type { TimestampSchema } from './stored';

/** `rateLimits/{keyed id}`: the attempts counted in the current window of one key (or shard). */
export function rateLimitCounterSchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    windowStartedAt: timestamp,
    count: z.number().int().min(0),
    /** TTL field: the counter goes once its window has passed. */
    expiresAt: timestamp.optional(),
  });
}
