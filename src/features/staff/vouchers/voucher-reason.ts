import { msg } from '@lingui/core/macro';
import { voucherReasonSchema } from '@/domain/api/staff-vouchers';
import { reasonProblem } from '@/features/staff/reason-problem';

const VOUCHER_REASON_MISSING = msg`Scrivi il motivo: resta nel registro del buono e delle attività.`;

/** The reason asked by "Annulla buono" and "Emetti un buono": its problem, by the server's schema. */
export const voucherReasonProblem = (reason: string) =>
  reasonProblem(voucherReasonSchema, reason, VOUCHER_REASON_MISSING);
