import { ASSOCIATION_TIME_ZONE } from '@/domain/locale';

/**
 * The schedules of the scheduled functions, in one place: the functions are defined with them,
 * and the local stack's scheduler (scripts/stack/scheduler.ts) runs them on the same cadence,
 * because the emulators do not run scheduled functions themselves.
 */
export const SCHEDULES = {
  retryMail: { schedule: 'every 2 minutes', timeZone: ASSOCIATION_TIME_ZONE },
  releaseExpiredBookingHolds: { schedule: 'every 15 minutes', timeZone: ASSOCIATION_TIME_ZONE },
  retryRefunds: { schedule: 'every 15 minutes', timeZone: ASSOCIATION_TIME_ZONE },
  // Lapsed offers pass to the next in line within 15 minutes of their hold's end.
  offerWaitlistSeats: { schedule: 'every 15 minutes', timeZone: ASSOCIATION_TIME_ZONE },
  applyRetention: { schedule: 'every day 03:30', timeZone: ASSOCIATION_TIME_ZONE },
  sendRenewalReminders: { schedule: 'every day 09:00', timeZone: ASSOCIATION_TIME_ZONE },
  // Hourly, so each booking is reminded within the hour its start comes 48 hours away.
  sendWaiverReminders: { schedule: 'every 60 minutes', timeZone: ASSOCIATION_TIME_ZONE },
  // Every quarter hour, so the reminders leave within 15 minutes of settings/mail's reminderTime.
  sendDayBeforeReminders: { schedule: 'every 15 minutes', timeZone: ASSOCIATION_TIME_ZONE },
  sendThankYouMails: { schedule: 'every 60 minutes', timeZone: ASSOCIATION_TIME_ZONE },
  // Read with the first coffee: what broke since yesterday, while it is still open.
  sendSystemProblemsDigest: { schedule: 'every day 08:00', timeZone: ASSOCIATION_TIME_ZONE },
  // A voucher set for 08:00 leaves by 08:05.
  sendVoucherDeliveries: { schedule: 'every 5 minutes', timeZone: ASSOCIATION_TIME_ZONE },
  // Stripe pays out once a day; hourly lets a late receipt or a status change show within the hour.
  reconcilePayouts: { schedule: 'every 60 minutes', timeZone: ASSOCIATION_TIME_ZONE },
} as const;

export type ScheduledFunction = keyof typeof SCHEDULES;
