import { BOOKING_RETENTION_MONTHS, MESSAGE_RETENTION_MONTHS } from './lib/config';
import { db } from './lib/firestore';
import { scheduledJob } from './lib/scheduled-job';
import { applyRetention as applyRetentionTo } from './services/retention';

/** Keeps personal data only as long as docs/operations.md's "Personal data" says; runs nightly. */
export const applyRetention = scheduledJob('applyRetention', { retryCount: 1 }, async () => {
  await applyRetentionTo(
    db(),
    {
      bookingMonths: BOOKING_RETENTION_MONTHS.value(),
      messageMonths: MESSAGE_RETENTION_MONTHS.value(),
    },
    new Date(),
  );
});
