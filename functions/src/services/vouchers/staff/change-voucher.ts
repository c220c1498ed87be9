import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  staffChangeVoucherRequestSchema,
  type StaffChangeVoucherResponse,
  type VoucherChange,
} from '@/domain/api/staff-vouchers';
import { latestExtensionDay } from '@/domain/vouchers/validity';
import { formatVoucherCode } from '@/domain/vouchers/code';
import { voucherBalanceCents } from '@/domain/vouchers/ledger';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { requireManager, type StaffCall, type StaffMember } from '@functions/lib/require-staff';
import { recordStaffActionIn, type AuditRecord } from '@functions/services/audit-log/audit-log';
import { outboxRef, queueMailAbout } from '@functions/services/mail/outbox';
import { voucherMailId } from '../delivery';
import { voucherRef, type VoucherDoc, type VoucherEntry } from '../voucher-doc';
import { composeVoucherMail } from '../voucher-mails';
import {
  codeOf,
  staffVoucherView,
  voucherNotFound,
  type StaffVoucherDeps,
} from './staff-voucher-view';

const voidRefusal = () =>
  failure('failed-precondition', 'VOUCHER_VOID', 'VOUCHER_VOID: this voucher was voided');

/** What one change writes: the voucher's new fields and the audit record, or nothing (done). */
type Outcome = { fields: Record<string, unknown>; record: AuditRecord } | null;

interface Context {
  deps: StaffVoucherDeps;
  tx: Transaction;
  actor: StaffMember;
  code: string;
  voucher: VoucherDoc;
  now: Date;
}

function withEntry(context: Context, entry: Omit<VoucherEntry, 'at' | 'byUid'>) {
  const at = Timestamp.fromDate(context.now);
  return {
    entries: [...context.voucher.entries, { ...entry, at, byUid: context.actor.uid }],
    updatedAt: at,
  };
}

/** The new last day must be later than the current one, and within a few years from today. */
function extend(context: Context, validUntil: string): Outcome {
  const { voucher, code, now } = context;
  if (voucher.voidedAt) throw voidRefusal();
  if (validUntil === voucher.validUntil) return null;
  const latest = latestExtensionDay(now);
  if (validUntil < voucher.validUntil || validUntil > latest) {
    throw failure('invalid-argument', 'INVALID_DATE', 'INVALID_DATE: not a later validity', {
      fields: ['change.validUntil'],
    });
  }
  const from = voucher.validUntil;
  return {
    fields: {
      ...withEntry(context, { kind: 'extend', amountCents: 0, note: `${from} → ${validUntil}` }),
      validUntil,
    },
    record: {
      action: 'voucher_extended',
      target: `vouchers/${code}`,
      details: { code: formatVoucherCode(code), from, to: validUntil },
    },
  };
}

/** The whole balance leaves with the `void` entry; a voided voucher pays nothing again. */
function voidVoucher(context: Context, reason: string): Outcome {
  const { voucher, code, now } = context;
  if (voucher.voidedAt) return null;
  const balanceCents = Math.max(0, voucherBalanceCents(voucher.entries));
  return {
    fields: {
      ...withEntry(context, { kind: 'void', amountCents: -balanceCents, note: reason }),
      voidedAt: Timestamp.fromDate(now),
      // A delivery still waiting for its day is not sent.
      ...(voucher.deliveryDueAt ? { deliveryDueAt: FieldValue.delete() } : {}),
    },
    record: {
      action: 'voucher_voided',
      target: `vouchers/${code}`,
      details: { code: formatVoucherCode(code), balanceCents, reason },
    },
  };
}

/**
 * The voucher's mail once more, to where it went (the recipient, or the buyer who had it), through
 * the outbox; its delivery is mirrored in `mail.delivery`. The same requestId queues it once.
 */
async function resend(context: Context, requestId: string): Promise<Outcome> {
  const { deps, tx, voucher, code, now } = context;
  if (voucher.voidedAt) throw voidRefusal();
  if (!voucher.deliveryQueuedAt) {
    throw failure(
      'failed-precondition',
      'VOUCHER_NOT_DELIVERED',
      'VOUCHER_NOT_DELIVERED: its delivery is still scheduled',
    );
  }
  const mailId = voucherMailId(code, `resend-${requestId}`);
  if ((await tx.get(outboxRef(deps.db, mailId))).exists) return null;
  const audience = voucher.delivery.kind === 'now_to_buyer' ? 'buyer' : 'recipient';
  const mail = composeVoucherMail(code, voucher, audience, deps.links.siteUrl);
  await queueMailAbout(tx, voucherRef(deps.db, code), 'delivery', mail, { dedupeKey: mailId, now });
  return {
    fields: { updatedAt: Timestamp.fromDate(now) },
    record: {
      action: 'voucher_resent',
      target: `vouchers/${code}`,
      details: { code: formatVoucherCode(code), mailId },
    },
  };
}

function apply(context: Context, change: VoucherChange): Promise<Outcome> | Outcome {
  switch (change.kind) {
    case 'extend':
      return extend(context, change.validUntil);
    case 'void':
      return voidVoucher(context, change.reason);
    case 'resend':
      return resend(context, change.requestId);
  }
}

/**
 * staffChangeVoucher, managers only: one change to an issued voucher ("Invia di nuovo il buono",
 * "Proroga", "Annulla buono"), in ONE transaction with its ledger entry and its audit entry. A
 * change already made (a double tap, two managers at once) answers `changed: false` and writes
 * nothing.
 */
export async function handleStaffChangeVoucher(
  deps: StaffVoucherDeps,
  call: StaffCall,
): Promise<StaffChangeVoucherResponse> {
  const actor = await requireManager(deps, call);
  const request = parseInput(staffChangeVoucherRequestSchema, call.data ?? {});
  const code = codeOf(request.code);
  const ref = voucherRef(deps.db, code);
  const changed = await deps.db.runTransaction(async (tx) => {
    const voucher = (await tx.get(ref)).data();
    if (!voucher || voucher.status !== 'issued') throw voucherNotFound();
    const now = deps.now();
    const outcome = await apply({ deps, tx, actor, code, voucher, now }, request.change);
    if (!outcome) return false;
    tx.update(ref, outcome.fields);
    recordStaffActionIn(tx, deps.db, actor, outcome.record, now);
    return true;
  });
  const voucher = (await ref.get()).data();
  if (!voucher) throw voucherNotFound();
  return { changed, voucher: staffVoucherView(code, voucher, deps.now()) };
}
