import { staffVoucherDeps } from './lib/staff-voucher-runtime';
import { siteCallable } from './lib/callable';
import { handleStaffIssueVoucher } from './services/vouchers/staff/issue-voucher';

/** Managers only: issues a voucher by hand and mails it to its recipient, once per request. */
export const staffIssueVoucher = siteCallable('staffIssueVoucher', {}, (_call, request) =>
  handleStaffIssueVoucher(staffVoucherDeps(), request),
);
