import { staffVoucherDeps } from './lib/staff-voucher-runtime';
import { siteCallable } from './lib/callable';
import { handleStaffFindVouchers } from './services/vouchers/staff/find-vouchers';

/** Managers only: the issued vouchers a code, buyer or recipient finds, with their ledgers. */
export const staffFindVouchers = siteCallable('staffFindVouchers', {}, (_call, request) =>
  handleStaffFindVouchers(staffVoucherDeps(), request),
);
