import type { ApplicationDoc } from '../../../functions/src/services/membership/applications';
import { INITIAL_MEMBERSHIP_SETTINGS } from '../../../src/domain/documents/membership-settings';
import { formatMemberNumber, parseMemberNumber } from '../../../src/domain/membership-year';
import type { SeasonMember } from './members';
import { dayOf } from './staff-records-time';

/** What `npm start` writes to settings/membership: the year ends 12-31, the demo's fees. */
export const SETTINGS = INITIAL_MEMBERSHIP_SETTINGS;
/** New members' numbers of a year start here at least: four digits, like the season's register. */
const FIRST_SEASON_SEQUENCE = 1000;

/** The validity a renewal started from: a year before the one it gave. */
export const previousValidity = (validUntil: string) =>
  `${Number(validUntil.slice(0, 4)) - 1}${validUntil.slice(4)}`;

/** New members' numbers, as takeMemberNumber gives them: after the register's highest of the year. */
export function numberNewMembers(
  applications: readonly { doc: ApplicationDoc }[],
  members: readonly SeasonMember[],
): void {
  const last = new Map<number, number>();
  for (const { memberNumber } of members) {
    const parsed = memberNumber ? parseMemberNumber(memberNumber) : undefined;
    if (parsed) last.set(parsed.year, Math.max(last.get(parsed.year) ?? 0, parsed.sequence));
  }
  const admitted = applications.filter(({ doc }) => doc.status === 'admitted' && !doc.renewalOf);
  admitted.sort((a, b) => a.doc.decidedAt!.toMillis() - b.doc.decidedAt!.toMillis());
  for (const { doc } of admitted) {
    const year = Number(dayOf(doc.decidedAt!.toMillis()).slice(0, 4));
    const sequence = Math.max((last.get(year) ?? 0) + 1, FIRST_SEASON_SEQUENCE);
    last.set(year, sequence);
    doc.memberNumber = formatMemberNumber(year, sequence);
  }
}
