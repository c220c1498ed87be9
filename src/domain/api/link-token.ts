import { z } from '@/domain/zod';

/**
 * A signed link's token as the mails carry it: `<documentId>.<HMAC-SHA256 signature>`, both
 * base64url-safe. What it may do is judged from the document when it is used.
 */
export const linkTokenSchema = z
  .string()
  .trim()
  .min(10)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
