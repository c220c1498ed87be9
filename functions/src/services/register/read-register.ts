import {
  AggregateField,
  FieldPath,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  memberRowSchema,
  REGISTER_PAGE_SIZE,
  staffMembersRequestSchema,
  type MemberRow,
  type StaffMembers,
} from '@/domain/api/staff-members';
import { todayInRome } from '@/domain/calendar';
import { memberNumberSortKey, memberQueryTerms } from '@/domain/member-register-keys';
import { currentFeeYear } from '@/domain/membership-fee/fee-year';
import { parseInput } from '@functions/lib/callable-errors';
import { MalformedDocumentError } from '@functions/lib/document-converter';
import { requireManager, type StaffCall, type StaffDeps } from '@functions/lib/require-staff';
import { membersCollection, type MemberDoc } from '@functions/services/members';
import { recordStaffAction } from '@functions/services/audit-log/audit-log';
import { loadMembershipSettings } from '@functions/services/membership/settings';
import { toMemberRow } from './member-row';

/** Member numbers in the register's order: 2026-999 before 2026-1000, older numberings too. */
const byMemberNumber = new Intl.Collator('it', { numeric: true }).compare;

interface ReadRows {
  members: MemberRow[];
  unreadable: string[];
}

/**
 * The rows as staff see them. A row the server cannot read (typed by hand in the console, say)
 * does not hide the others: it is named in `unreadable` and logged, for staff to correct.
 */
function readRows(docs: readonly QueryDocumentSnapshot<MemberDoc>[]): ReadRows {
  const members: MemberRow[] = [];
  const unreadable: string[] = [];
  for (const doc of docs) {
    try {
      const row = memberRowSchema.safeParse(toMemberRow(doc.id, doc.data()));
      if (row.success) members.push(row.data);
      else {
        logger.error('member row too long to list', { path: doc.ref.path });
        unreadable.push(doc.id);
      }
    } catch (error) {
      if (!(error instanceof MalformedDocumentError)) throw error;
      logger.error('member row malformed', { path: error.path, fields: error.fields });
      unreadable.push(doc.id);
    }
  }
  return { members, unreadable };
}

/** "Esporta CSV": every row, read on purpose, in the register's order. */
async function wholeRegister(db: Firestore): Promise<ReadRows> {
  const { members, unreadable } = readRows((await membersCollection(db).get()).docs);
  members.sort((a, b) => byMemberNumber(a.memberNumber, b.memberNumber));
  return { members, unreadable: unreadable.sort(byMemberNumber) };
}

/**
 * One page in member-number order (`memberNumberKey`), from the row after `after`: the whole
 * register, or the rows whose `searchTerms` hold the first word typed (an array-contains served
 * by its composite index) and, of those, the rows holding every other word too. A page thinned by
 * the other words may hold fewer rows than REGISTER_PAGE_SIZE; `nextCursor` goes on from there.
 */
async function registerPage(
  db: Firestore,
  { after, search }: { after?: string | undefined; search?: string | undefined },
): Promise<ReadRows & { nextCursor?: string }> {
  const [first, ...others] = memberQueryTerms(search ?? '');
  const members = membersCollection(db);
  const matching = first ? members.where('searchTerms', 'array-contains', first) : members;
  // Two numbers may share a key ("2026-01" and "2026-1"): the id orders them, and the cursor (the
  // last member number) gives both.
  const ordered = matching.orderBy('memberNumberKey').orderBy(FieldPath.documentId());
  const snapshot = await (after ? ordered.startAfter(memberNumberSortKey(after), after) : ordered)
    .limit(REGISTER_PAGE_SIZE + 1)
    .get();
  const page = snapshot.docs.slice(0, REGISTER_PAGE_SIZE);
  // Read past the converter, so a malformed row still moves the cursor on.
  const holdsOthers = (doc: QueryDocumentSnapshot<MemberDoc>) => {
    const terms = doc.get('searchTerms') as unknown;
    return Array.isArray(terms) && others.every((word) => terms.includes(word));
  };
  const last = page.at(-1)?.id;
  return {
    ...readRows(page.filter(holdsOthers)),
    ...(snapshot.size > REGISTER_PAGE_SIZE && last ? { nextCursor: last } : {}),
  };
}

/**
 * How many rows the register holds, and how many have no fee paid for `feeYear` or a later year
 * (isFeePaidUp; a fee for the next year is paid in the renewal window, none further ahead):
 * counted by Firestore on `feeYearsPaid`, not read.
 */
async function registerCounts(db: Firestore, feeYear: number) {
  const members = membersCollection(db);
  const count = { n: AggregateField.count() };
  const [total, paidUp] = await Promise.all([
    members.aggregate(count).get(),
    members
      .where('feeYearsPaid', 'array-contains-any', [feeYear, feeYear + 1])
      .aggregate(count)
      .get(),
  ]);
  return { total: total.data().n, unpaid: Math.max(0, total.data().n - paidUp.data().n) };
}

/**
 * staffMembers, for managers: a page of the register in member-number order, or of the rows a
 * search finds, with the register's size, how many have not paid the fee year under way, and
 * that year (each row names the years its fee was paid online); with `all`, the whole register
 * for "Esporta CSV". Each answer discloses members' names and addresses: it is recorded in the
 * audit log (one entry a page) before it is answered.
 */
export async function handleStaffMembers(deps: StaffDeps, call: StaffCall): Promise<StaffMembers> {
  const manager = await requireManager(deps, call);
  const input = parseInput(staffMembersRequestSchema, call.data ?? {});
  const { membershipYearEnds } = await loadMembershipSettings(deps.db);
  const feeYear = currentFeeYear(todayInRome(deps.now()), membershipYearEnds);
  const [rows, counts] = await Promise.all([
    input.all ? wholeRegister(deps.db) : registerPage(deps.db, input),
    registerCounts(deps.db, feeYear),
  ]);
  await recordStaffAction(
    deps.db,
    manager,
    { action: 'register_read', target: 'members', details: { members: rows.members.length } },
    deps.now(),
  );
  return { ...rows, ...counts, feeYear };
}
