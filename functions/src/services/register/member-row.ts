import { Timestamp } from 'firebase-admin/firestore';
import type { MemberRow } from '@/domain/api/staff-members';
import { romeInstant, todayInRome } from '@/domain/calendar';
import type { MemberDoc } from '@functions/services/members';

/** The day (Europe/Rome) a member was admitted: `admittedAt` is the moment it was recorded. */
export function admittedOnOf(member: MemberDoc): string | undefined {
  return member.admittedAt ? todayInRome(member.admittedAt.toDate()) : undefined;
}

/**
 * An admission day imported from the association's own register, as a moment: that day's
 * midnight in Rome, so `admittedOnOf` gives the same day back.
 */
export function admittedAtOn(day: string): Timestamp {
  return Timestamp.fromDate(romeInstant(day, '00:00'));
}

/** A register row as staff see it and the export writes it (`memberNumber` is the document id). */
export function toMemberRow(memberNumber: string, member: MemberDoc): MemberRow {
  const admittedOn = admittedOnOf(member);
  return {
    memberNumber,
    fullName: member.fullName ?? '',
    ...(member.membershipType ? { membershipType: member.membershipType } : {}),
    ...(admittedOn ? { admittedOn } : {}),
    ...(member.resolutionDate ? { resolutionDate: member.resolutionDate } : {}),
    validUntil: member.validUntil,
    ...(member.email ? { email: member.email } : {}),
    ...(member.feesPaid
      ? {
          feeYearsPaid: Object.keys(member.feesPaid)
            .map(Number)
            .sort((a, b) => a - b),
        }
      : {}),
  };
}
