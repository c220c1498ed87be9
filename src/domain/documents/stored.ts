import type { z } from '@/domain/zod';

/**
 * The schemas of stored documents are built around the Timestamp class they are handed: it is
 * firebase-admin's, which the domain does not import (it also runs in the browser). The functions
 * pass `z.instanceof(Timestamp)`, so a document's type is inferred from its schema with real
 * Timestamps in it.
 */
export type TimestampSchema<T> = z.ZodType<T>;
