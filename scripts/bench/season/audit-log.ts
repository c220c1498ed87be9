import { APPLICATIONS_COLLECTION } from '../../../functions/src/services/membership/applications';
import { STAFF_ACTIONS, type StaffAction } from '../../../src/domain/api/staff-audit';
import type { SeasonApplication } from './applications';
import { actionMakers } from './audit-actions';
import type { Random } from './random';
import {
  auditEntry,
  DECISIONS,
  type DrawnAction,
  type SeasonAuditEntry,
} from './staff-records-entry';
import { numberDeskFees } from './staff-records-receipts';
import { auditDraw, type AuditLogInput } from './staff-records-sources';
import { SEASON_MANAGER } from './staff-records-staff';

export type { SeasonAuditEntry } from './staff-records-entry';
export type { AuditLogInput } from './staff-records-sources';

/** The board's decision, written in the commit that decided (admitApplication, rejectApplication). */
function decisionEntry(
  random: Random,
  { id, doc, validUntil }: SeasonApplication,
): SeasonAuditEntry {
  const target = `${APPLICATIONS_COLLECTION}/${id}`;
  const resolutionDate = doc.resolutionDate!;
  const ms = doc.decidedAt!.toMillis();
  if (doc.status === 'rejected') {
    const details = { applicationId: id, resolutionDate };
    return auditEntry(random, SEASON_MANAGER, 'application_rejected', target, details, ms);
  }
  const details = {
    applicationId: id,
    memberNumber: doc.memberNumber!,
    validUntil: validUntil!,
    resolutionDate,
  };
  const action = doc.renewalOf
    ? ('application_renewed' as const)
    : ('application_admitted' as const);
  return auditEntry(random, SEASON_MANAGER, action, target, details, ms);
}

/** How often each action is taken in a season, against one another (the reads most of all). */
const ACTION_WEIGHTS: Readonly<Partial<Record<DrawnAction, number>>> = {
  check_in: 300,
  roster_read: 120,
  booking_story_read: 100,
  bookings_searched: 100,
  waiver_collected: 50,
  waitlist_read: 40,
  rental_day_read: 40,
  rental_picked_up: 30,
  rental_returned: 30,
  applications_read: 20,
  register_read: 20,
  member_fee_recorded: 20,
  booking_date_changed: 20,
  booking_cancelled: 15,
  confirmation_resent: 15,
  attention_resolved: 15,
  mail_resent: 10,
  member_renew: 10,
  schedule_changed: 10,
  vouchers_searched: 10,
  refund_retried: 5,
  rental_stock_changed: 5,
  payout_lines_read: 5,
  cancel_tour_date: 3,
  postpone_tour_date: 3,
  register_import: 3,
  rental_cancelled: 3,
  voucher_resent: 3,
  voucher_extended: 3,
  voucher_issued: 3,
  voucher_voided: 2,
  voucher_report_read: 2,
  accounting_file_read: 3,
};

const decided: ReadonlySet<StaffAction> = new Set(DECISIONS);

/**
 * `count` entries of the staff audit log over the season, as the callables write them (target,
 * details, actor): one per decided application (at its decision), and the rest drawn by how often
 * staff take each action, every action at least once where the season offers what it names.
 * Actions on bookings name the season's own and happen when the booking says they did (a
 * check-in at its `checkedInAt`, a staff move at its `dateChanges` instant, a manager's
 * cancellation at `cancelledAt`, a waiver collected at its `signedAt`), each once. The actions
 * walking many documents (calling off or postponing a date, a refund or mail retried) are also
 * left incomplete now and then (`completed: false`), as a run that stopped half-way leaves them.
 */
export function seasonAuditLog(random: Random, input: AuditLogInput): SeasonAuditEntry[] {
  const makers = actionMakers(auditDraw(random, input));
  const entries = input.applications
    .filter(({ doc }) => doc.status !== 'submitted')
    .slice(0, input.count)
    .map((application) => decisionEntry(random, application));
  const drawn = STAFF_ACTIONS.filter((action): action is DrawnAction => !decided.has(action));
  // Every action once first (where the season offers what it names), then by their weights.
  for (const action of drawn) {
    if (entries.length >= input.count) break;
    const made = makers[action]();
    if (made) entries.push(made);
  }
  const weights: Partial<Record<DrawnAction, number>> = { ...ACTION_WEIGHTS };
  while (entries.length < input.count) {
    const action = random.weighted(weights as Record<DrawnAction, number>);
    const made = makers[action]();
    if (made) entries.push(made);
    // Nothing left to name: a booking's check-in, a staff move… happen once each.
    else delete weights[action];
  }
  numberDeskFees(entries, input.applications);
  return entries;
}
