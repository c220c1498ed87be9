import type { StaffVoucherDeps } from '@functions/services/vouchers/staff/staff-voucher-view';
import { adminAuth } from './admin-auth';
import { SITE_URL } from './config';
import { db } from './firestore';

/**
 * What the staff voucher callables run with: no secret is bound, as they only read and write
 * Firestore and queue mails (the outbox's own function sends them).
 */
export function staffVoucherDeps(): StaffVoucherDeps {
  return {
    db: db(),
    auth: adminAuth(),
    now: () => new Date(),
    links: { siteUrl: SITE_URL.value() },
  };
}
