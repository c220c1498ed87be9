import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isIsoDate } from '@/domain/calendar';

/** The server's refusal of the date, or the browser's own check: after today. */
export const RESOLUTION_DATE_IN_FUTURE = msg`La data della delibera non può essere successiva a oggi.`;

/**
 * What is wrong with a "Delibera del" date, the server's rule checked first on the field: a real
 * day, not after today (Europe/Rome). The server judges again by its own clock.
 */
export function resolutionDateProblem(date: string, today: string): MessageDescriptor | undefined {
  if (!isIsoDate(date)) return msg`Indica la data della delibera.`;
  if (date > today) return RESOLUTION_DATE_IN_FUTURE;
  return undefined;
}
