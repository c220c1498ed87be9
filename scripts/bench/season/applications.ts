import type { ApplicationDoc } from '../../../functions/src/services/membership/applications';
import { membershipApplicationSchema } from '../../../src/domain/api/membership';
import { APPLICATION_WAIT_DAYS } from '../../../src/domain/api/staff-attention';
import {
  feeYearOfNewMember,
  feeYearOfRenewal,
  validUntilCoveringFee,
} from '../../../src/domain/membership-fee/fee-year';
import { memberNameOf } from '../../../src/domain/membership-rules';
import { admittedValidUntil, renewedValidUntil } from '../../../src/domain/membership-year';
import { normalizeMemberName } from '../../../src/domain/members';
import { shiftDay } from './departures';
import type { SeasonMember } from './members';
import type { Random } from './random';
import { payFee, refundFee } from './staff-records-fees';
import { applicationForm } from './staff-records-forms';
import { numberNewMembers, previousValidity, SETTINGS } from './staff-records-membership';
import { numberFees } from './staff-records-receipts';
import { SEASON_MANAGER } from './staff-records-staff';
import { at, dayOf, seasonInstant } from './staff-records-time';
import { DAY_MS, HOUR_MS } from '../../../src/domain/time-units';

export interface SeasonApplication {
  id: string;
  doc: ApplicationDoc;
  /** What an admission made the membership run to: its audit entry records it. */
  validUntil?: string;
}

/** Days from a form to the board's decision: some wait past APPLICATION_WAIT_DAYS ("Da controllare"). */
const BOARD_DAYS = { min: 1, max: 21 };
const REJECTION_REASONS = [
  'Dati anagrafici incompleti: ripresenta la domanda con un documento valido.',
  'La domanda è doppia: risulti già socio.',
  'Il consiglio non ha approvato la domanda.',
];

export interface ApplicationsInput {
  today: string;
  now: Date;
  /** The register: renewals name its members. */
  members: readonly SeasonMember[];
  /**
   * The last receipt number of each year the season's other receipts took (its receipt
   * counters): the fees' receipts continue the same series.
   */
  receiptsTaken?: ReadonlyMap<number, number>;
  count: number;
}

type Decision = 'submitted' | 'admitted' | 'rejected';

/** Recent applications still wait for the board; older ones were mostly decided. */
function drawDecision(random: Random, ageMs: number): Decision {
  if (ageMs < 3 * DAY_MS) return random.chance(0.9) ? 'submitted' : 'admitted';
  if (ageMs < APPLICATION_WAIT_DAYS * DAY_MS)
    return random.weighted({ submitted: 55, admitted: 38, rejected: 7 });
  return random.weighted({ submitted: 6, admitted: 80, rejected: 14 });
}

/** A member a renewal may name: admitted renewals ran to today's `validUntil` of the register. */
function renewing(
  random: Random,
  members: readonly SeasonMember[],
  taken: Set<string>,
  fits: (member: SeasonMember) => boolean,
): SeasonMember | undefined {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const member = random.pick(members);
    if (member.memberNumber && !taken.has(member.memberNumber) && fits(member)) {
      taken.add(member.memberNumber);
      return member;
    }
  }
  return undefined;
}

/**
 * `count` membership applications over the season: new members' forms (stored as
 * submitMembership stores them: the parsed form, its folded member name, `submitted`) and
 * renewals (requestRenewal: the register's member, `renewalOf`), in every state the board leaves
 * them: waiting (some past "Da controllare"'s 14 days, some renewals asked again), admitted (the
 * member number and validity the admission gave) or rejected with its reason; each with its fee
 * paid online or not, a rejected one's paid fee refunded. Fees' receipt numbers and new members'
 * numbers are given in the order of their payments and admissions.
 */
export function seasonApplications(random: Random, input: ApplicationsInput): SeasonApplication[] {
  const nowMs = input.now.getTime();
  const renewed = new Set<string>();
  const applications: SeasonApplication[] = [];
  for (let index = 0; index < input.count; index += 1) {
    const id = random.id();
    const createdMs = seasonInstant(random, nowMs);
    const createdOn = dayOf(createdMs);
    let decision = drawDecision(random, nowMs - createdMs);
    const decidedMs = Math.min(
      nowMs - HOUR_MS,
      createdMs + random.int(BOARD_DAYS.min, BOARD_DAYS.max) * DAY_MS,
    );
    if (decidedMs <= createdMs) decision = 'submitted';
    const decidedOn = dayOf(decidedMs);
    const member = random.chance(0.35)
      ? renewing(random, input.members, renewed, (m) =>
          decision === 'admitted'
            ? m.validUntil >= decidedOn
            : m.validUntil <= `${input.today.slice(0, 4)}-12-31`,
        )
      : undefined;
    let doc: ApplicationDoc;
    let feeYear: number;
    if (member) {
      doc = {
        renewalOf: member.memberNumber!,
        fullName: member.fullName ?? member.normalizedName,
        normalizedName: member.normalizedName,
        email: member.email ?? '',
        membershipType: member.membershipType ?? 'ordinario',
        locale: member.locale ?? 'it',
        status: 'submitted',
        createdAt: at(createdMs),
      };
      // An admitted renewal ran to the register's validUntil; a waiting one would run a year on.
      const renewedUntil =
        decision === 'admitted'
          ? member.validUntil
          : renewedValidUntil(member.validUntil, createdOn, SETTINGS.membershipYearEnds);
      feeYear = feeYearOfRenewal(renewedUntil);
      if (decision === 'submitted' && random.chance(0.2)) {
        doc.lastRequestedAt = at(Math.min(nowMs, createdMs + random.int(1, 72) * HOUR_MS));
      }
    } else {
      const form = membershipApplicationSchema.parse(applicationForm(random, index, createdOn));
      doc = {
        ...form,
        normalizedName: normalizeMemberName(memberNameOf(form)),
        status: 'submitted',
        createdAt: at(createdMs),
      };
      feeYear = feeYearOfNewMember(createdOn, SETTINGS);
    }
    const fee = { year: feeYear, amountCents: SETTINGS.fees[doc.membershipType] };
    // A fee is paid only while the application waits (createFeeCheckout refuses a decided one).
    payFee(random, id, doc, fee, createdMs, decision === 'submitted' ? nowMs : decidedMs);
    if (decision !== 'submitted') {
      Object.assign(doc, {
        status: decision,
        decidedAt: at(decidedMs),
        decidedBy: SEASON_MANAGER.uid,
        // "Delibera del": the board met that day or a little before, never before the form.
        resolutionDate: [shiftDay(decidedOn, -random.int(0, 3)), createdOn].sort().at(-1)!,
      });
    }
    if (decision === 'rejected') {
      doc.rejectionReason = random.pick(REJECTION_REASONS);
      refundFee(random, doc, decidedMs);
    }
    let validUntil: string | undefined;
    if (decision === 'admitted') {
      validUntil = doc.renewalOf
        ? renewedValidUntil(
            previousValidity(member!.validUntil),
            decidedOn,
            SETTINGS.membershipYearEnds,
          )
        : validUntilCoveringFee(
            admittedValidUntil(decidedOn, SETTINGS.membershipYearEnds),
            doc.fee?.year,
            SETTINGS.membershipYearEnds,
          );
      if (doc.renewalOf) doc.memberNumber = doc.renewalOf;
    }
    applications.push({ id, doc, ...(validUntil ? { validUntil } : {}) });
  }
  numberFees(applications, input.receiptsTaken);
  numberNewMembers(applications, input.members);
  return applications;
}
