import { staffVoucherDeps } from './lib/staff-voucher-runtime';
import { siteCallable } from './lib/callable';
import { handleStaffChangeVoucher } from './services/vouchers/staff/change-voucher';

/** Managers only: resends, extends or voids one voucher, its ledger and audit entry in one commit. */
export const staffChangeVoucher = siteCallable('staffChangeVoucher', {}, (_call, request) =>
  handleStaffChangeVoucher(staffVoucherDeps(), request),
);
