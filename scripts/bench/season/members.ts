import { Timestamp } from 'firebase-admin/firestore';
import type { MemberDocument } from '../../../src/domain/documents/member';
import { normalizeMemberName } from '../../../src/domain/members';
import { memberRegisterKeys } from '../../../src/domain/member-register-keys';
import { makePerson } from './people';
import type { Random } from './random';

export type SeasonMember = MemberDocument<Timestamp>;

/**
 * `count` members of the register as admissions and imports leave them: admitted over the last
 * six years (numbers `YYYY-NNNN`, four digits so they never meet the demo register's `YYYY-NNN`),
 * nine in ten valid to the end of this year or the next, the rest lapsed at the end of last year.
 */
export function seasonMembers(random: Random, count: number, today: string): SeasonMember[] {
  const year = Number(today.slice(0, 4));
  const perYear = Math.ceil(count / 6);
  return Array.from({ length: count }, (_, index) => {
    const admittedYear = year - 5 + Math.floor(index / perYear);
    const person = makePerson(random, index);
    const admittedOn = `${admittedYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    const validUntil = random.weighted({
      [`${year}-12-31`]: 45,
      [`${year + 1}-12-31`]: 45,
      [`${year - 1}-12-31`]: 10,
    });
    const memberNumber = `${admittedYear}-${String((index % perYear) + 1).padStart(4, '0')}`;
    const normalizedName = normalizeMemberName(person.fullName);
    return {
      fullName: person.fullName,
      normalizedName,
      memberNumber,
      ...memberRegisterKeys(memberNumber, normalizedName),
      validUntil: String(validUntil),
      email: person.email,
      membershipType: random.weighted({ ordinario: 80, sostenitore: 12, minore: 8 }),
      admittedAt: Timestamp.fromDate(new Date(`${admittedOn}T18:00:00Z`)),
      resolutionDate: admittedOn,
      locale: random.chance(0.9) ? 'it' : 'en',
    } satisfies SeasonMember;
  });
}

/** A member valid on `date`: bookings and rentals are for members, and the register found them. */
export function memberValidOn(
  random: Random,
  members: readonly SeasonMember[],
  date: string,
): SeasonMember {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const member = random.pick(members);
    if (member.validUntil >= date) return member;
  }
  throw new Error(`no member valid on ${date} among ${members.length}`);
}
