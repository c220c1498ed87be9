import { staffVoucherDeps } from './lib/staff-voucher-runtime';
import { siteCallable } from './lib/callable';
import { handleStaffVoucherMonth } from './services/vouchers/staff/voucher-month';

/** Managers only: the treasurer's CSV of a month's voucher sales and spends. */
export const staffVoucherMonth = siteCallable('staffVoucherMonth', {}, (_call, request) =>
  handleStaffVoucherMonth(staffVoucherDeps(), request),
);
