import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import {
  REGISTER_MAX_ROWS,
  staffImportMembersRequestSchema,
  type StaffImportMembers,
} from '@/domain/api/staff-members';
import { parseRegisterCsv, type ImportedMember } from '@/domain/member-register-csv';
import { normalizeMemberName } from '@/domain/members';
import { memberRegisterKeys } from '@/domain/member-register-keys';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { getAllOf, MalformedDocumentError } from '@functions/lib/document-converter';
import { requireManager, type StaffCall, type StaffDeps } from '@functions/lib/require-staff';
import { membersCollection, type MemberDoc } from '@functions/services/members';
import { recordStaffActionIn } from '@functions/services/audit-log/audit-log';
import { admittedAtOn, admittedOnOf } from './member-row';
import { chunked } from '@functions/lib/chunked';

/** Reads and writes per round trip: under Firestore's 500 writes a batch, with the audit entry. */
const CHUNK = 400;

type Outcome = 'new' | 'updated' | 'unchanged';

/** What one valid line changes: the fields that differ from the stored member, or all of them. */
interface Plan {
  ref: DocumentReference<MemberDoc>;
  outcome: Outcome;
  changes: Partial<MemberDoc>;
}

/**
 * The fields a line sets. A blank optional cell sets nothing, so a file without e-mail addresses
 * (or a spreadsheet that lost a cell) never erases one; fields the file has no column for (the
 * member's language, the renewal reminder sent) are never touched.
 */
function fieldsOf(member: ImportedMember): Partial<MemberDoc> {
  return {
    fullName: member.fullName,
    normalizedName: normalizeMemberName(member.fullName),
    memberNumber: member.memberNumber,
    validUntil: member.validUntil,
    ...(member.membershipType ? { membershipType: member.membershipType } : {}),
    ...(member.resolutionDate ? { resolutionDate: member.resolutionDate } : {}),
    ...(member.email ? { email: member.email } : {}),
  };
}

function plan(
  member: ImportedMember,
  ref: DocumentReference<MemberDoc>,
  snapshot: DocumentSnapshot<MemberDoc>,
): Plan {
  // A row written is written with its register keys, derived from its number and name, so the
  // register lists and finds it at once (the trigger would add them a moment later).
  const fields = fieldsOf(member);
  const keys = memberRegisterKeys(member.memberNumber, fields.normalizedName!);
  const admittedAt = member.admittedOn ? admittedAtOn(member.admittedOn) : undefined;
  if (!snapshot.exists) {
    const changes = { ...fields, ...keys, ...(admittedAt ? { admittedAt } : {}) };
    return { ref, outcome: 'new', changes };
  }
  let stored: MemberDoc;
  try {
    stored = snapshot.data()!;
  } catch (error) {
    if (!(error instanceof MalformedDocumentError)) throw error;
    // A row nothing can read is rewritten with what the file says (it stays a merge: fields the
    // file does not carry are left for staff to correct).
    return {
      ref,
      outcome: 'updated',
      changes: { ...fields, ...keys, ...(admittedAt ? { admittedAt } : {}) },
    };
  }
  const changes = Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => stored[key as keyof MemberDoc] !== value),
  ) as Partial<MemberDoc>;
  // The admission is compared as a day: the moment a decision was recorded stays as it is.
  if (admittedAt && admittedOnOf(stored) !== member.admittedOn) changes.admittedAt = admittedAt;
  if (Object.keys(changes).length === 0) return { ref, outcome: 'unchanged', changes };
  return { ref, outcome: 'updated', changes: { ...changes, ...keys } };
}

/**
 * staffImportMembers ("Importa CSV"): judges every line of the file against the register
 * (new, updated, unchanged, rejected with its problem) and, with `apply`, writes the lines that
 * are not rejected. The apply judges the same file again against the register as it is then, so
 * what it writes is what its own answer shows; members absent from the file are never deleted.
 */
export async function handleStaffImportMembers(
  deps: StaffDeps,
  call: StaffCall,
): Promise<StaffImportMembers> {
  const manager = await requireManager(deps, call);
  const { csv, apply } = parseInput(staffImportMembersRequestSchema, call.data ?? {});
  const { lines } = parseRegisterCsv(csv);
  if (lines.length > REGISTER_MAX_ROWS) {
    throw failure('invalid-argument', 'INVALID_INPUT', 'INVALID_INPUT: too many lines', {
      fields: ['csv'],
    });
  }
  const members = lines.flatMap((line) => ('member' in line ? [line.member] : []));
  const plans = new Map<string, Plan>();
  for (const part of chunked(members, CHUNK)) {
    const refs = part.map((member) => membersCollection(deps.db).doc(member.memberNumber));
    const snapshots = await getAllOf(deps.db, refs);
    part.forEach((member, index) => {
      plans.set(member.memberNumber, plan(member, refs[index]!, snapshots[index]!));
    });
  }
  const answer = lines.map((line) => {
    if (!('member' in line)) return { ...line, outcome: 'rejected' as const };
    const { memberNumber, fullName } = line.member;
    return { line: line.line, memberNumber, fullName, outcome: plans.get(memberNumber)!.outcome };
  });
  if (!apply) return { lines: answer, applied: false };

  const count = (outcome: Outcome | 'rejected') =>
    answer.filter((line) => line.outcome === outcome).length;
  const details = {
    new: count('new'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    rejected: count('rejected'),
  };
  const writes = [...plans.values()].filter((planned) => planned.outcome !== 'unchanged');
  const now = deps.now();
  const batches = chunked(writes, CHUNK);
  if (batches.length === 0) batches.push([]);
  for (const [index, part] of batches.entries()) {
    const batch = deps.db.batch();
    // The entry goes with the first writes: nothing is ever written without it. A later batch
    // that fails leaves the call to be made again, which writes only what is still different.
    if (index === 0) {
      recordStaffActionIn(
        batch,
        deps.db,
        manager,
        { action: 'register_import', target: 'members', details },
        now,
      );
    }
    for (const { ref, changes } of part) batch.set(ref, changes, { merge: true });
    await batch.commit();
  }
  return { lines: answer, applied: true };
}
