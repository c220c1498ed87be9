import { addMonths } from 'date-fns';
import {
  AUDIT_LOG_RETENTION_MONTHS,
  type AuditLogDoc,
} from '../../../functions/src/services/audit-log/audit-log';
import type { AuditEntry, StaffAction } from '../../../src/domain/api/staff-audit';
import type { Random } from './random';
import type { Actor } from './staff-records-staff';
import { at } from './staff-records-time';

export interface SeasonAuditEntry {
  id: string;
  doc: AuditLogDoc;
}

/** The board's decisions: they come from the applications, one each; every other action is drawn. */
export const DECISIONS = [
  'application_admitted',
  'application_renewed',
  'application_rejected',
] as const satisfies readonly StaffAction[];
export type DrawnAction = Exclude<StaffAction, (typeof DECISIONS)[number]>;
/** Draws one entry of its action, or undefined when the season has nothing (left) for it to name. */
export type Maker = () => SeasonAuditEntry | undefined;

export type DetailsOf<A extends StaffAction> = Extract<AuditEntry, { action: A }>['details'];

/** One entry as recordStaffAction writes it: the server's instant, kept AUDIT_LOG_RETENTION_MONTHS. */
export function auditEntry<A extends StaffAction>(
  random: Random,
  actor: Actor,
  action: A,
  target: string,
  details: DetailsOf<A>,
  ms: number,
): SeasonAuditEntry {
  const when = new Date(ms);
  const expires = addMonths(when, AUDIT_LOG_RETENTION_MONTHS);
  const { uid: actorUid, email: actorEmail } = actor;
  return {
    id: random.id(),
    doc: {
      at: at(ms),
      actorUid,
      actorEmail,
      action,
      target,
      details,
      expiresAt: at(expires.getTime()),
    },
  };
}
