import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ZodType } from '@/domain/zod';

/** A reason the server would refuse, worded alike in every staff dialog that asks for one. */
export const REASON_REFUSED = msg`Il motivo è troppo lungo o contiene caratteri non ammessi.`;

/**
 * A staff reason's problem, checked with the server's own schema of the field: `missing` (each
 * dialog says what the reason is for) when empty, REASON_REFUSED when the server would refuse it.
 */
export function reasonProblem(
  schema: ZodType,
  reason: string,
  missing: MessageDescriptor,
): MessageDescriptor | undefined {
  if (reason.trim() === '') return missing;
  return schema.safeParse(reason).success ? undefined : REASON_REFUSED;
}
