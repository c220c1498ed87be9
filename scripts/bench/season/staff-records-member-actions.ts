import { APPLICATIONS_COLLECTION } from '../../../functions/src/services/membership/applications';
import { APPLICATIONS_PER_CALL } from '../../../src/domain/api/staff-members';
import { currentFeeYear } from '../../../src/domain/membership-fee/fee-year';
import { renewedValidUntil } from '../../../src/domain/membership-year';
import { auditEntry, type DrawnAction, type Maker } from './staff-records-entry';
import { previousValidity, SETTINGS } from './staff-records-membership';
import type { AuditDraw } from './staff-records-sources';
import { SEASON_MANAGER } from './staff-records-staff';
import { dayOf } from './staff-records-time';

/** A manager's actions on the register: applications and register read, renewals, fees, imports. */
export function memberActions(draw: AuditDraw) {
  const { random, input, anyTime } = draw;
  const feesRecorded = new Set<string>();
  return {
    applications_read: () => {
      const ms = anyTime();
      const waiting = input.applications.filter(
        ({ doc }) =>
          doc.createdAt.toMillis() <= ms && !(doc.decidedAt && doc.decidedAt.toMillis() <= ms),
      ).length;
      const details = { applications: Math.min(waiting, APPLICATIONS_PER_CALL) };
      return auditEntry(
        random,
        SEASON_MANAGER,
        'applications_read',
        APPLICATIONS_COLLECTION,
        details,
        ms,
      );
    },
    register_read: () => {
      const details = { members: input.members.length };
      return auditEntry(random, SEASON_MANAGER, 'register_read', 'members', details, anyTime());
    },
    member_renew: () => {
      const ms = anyTime();
      const day = dayOf(ms);
      // The register's validity is what this renewal gave: from a year before, while it ran.
      const member = random.pick(
        input.members.filter((m) => m.memberNumber && m.validUntil >= day),
      );
      if (!member) return undefined;
      const previousValidUntil = previousValidity(member.validUntil);
      const details = {
        memberNumber: member.memberNumber!,
        previousValidUntil,
        validUntil: renewedValidUntil(previousValidUntil, day, SETTINGS.membershipYearEnds),
      };
      return auditEntry(
        random,
        SEASON_MANAGER,
        'member_renew',
        `members/${member.memberNumber}`,
        details,
        ms,
      );
    },
    member_fee_recorded: () => {
      const ms = anyTime();
      const year =
        currentFeeYear(dayOf(ms), SETTINGS.membershipYearEnds) + (random.chance(0.1) ? 1 : 0);
      // One fee a member and year: a second is refused (FEE_NOT_DUE) and is no entry.
      const member = Array.from({ length: 10 }, () => random.pick(input.members)).find(
        (m) => m.memberNumber && !feesRecorded.has(`${m.memberNumber}_${year}`),
      );
      if (!member?.memberNumber) return undefined;
      feesRecorded.add(`${member.memberNumber}_${year}`);
      const details = {
        memberNumber: member.memberNumber,
        year,
        amountCents: SETTINGS.fees[member.membershipType ?? 'ordinario'],
        method: random.chance(0.7) ? ('cash' as const) : ('bank_transfer' as const),
        // Numbered once every entry is drawn, in the order of the desk's payments.
        receiptNumber: '',
      };
      return auditEntry(
        random,
        SEASON_MANAGER,
        'member_fee_recorded',
        `members/${member.memberNumber}`,
        details,
        ms,
      );
    },
    register_import: () => {
      const details = {
        new: random.int(0, 40),
        updated: random.int(0, 200),
        unchanged: random.int(0, input.members.length),
        rejected: random.int(0, 5),
      };
      return auditEntry(random, SEASON_MANAGER, 'register_import', 'members', details, anyTime());
    },
  } satisfies Partial<Record<DrawnAction, Maker>>;
}
