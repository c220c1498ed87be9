import { ASSOCIATION_TIME_ZONE } from '@/domain/locale';

/** Every job keeps the association's clock: "every day 09:00" is 09:00 in Italy, summer or winter. */
const onAssociationClock = (schedule: string) => ({ schedule, timeZone: ASSOCIATION_TIME_ZONE });

/**
 * The schedules of the scheduled functions, in one place: the functions are defined with them,
 * and the local stack's scheduler (scripts/stack/scheduler.ts) runs them on the same cadence,
 * because the emulators do not run scheduled functions themselves.
 */
export const SCHEDULES = {
  retryMail: onAssociationClock('every 2 minutes'),
  releaseExpiredBookingHolds: onAssociationClock('every 15 minutes'),
  retryRefunds: onAssociationClock('every 15 minutes'),
  // Lapsed offers pass to the next in line within 15 minutes of their hold's end.
  offerWaitlistSeats: onAssociationClock('every 15 minutes'),
  applyRetention: onAssociationClock('every day 03:30'),
  sendRenewalReminders: onAssociationClock('every day 09:00'),
  // Hourly, so each booking is reminded within the hour its start comes 48 hours away.
  sendWaiverReminders: onAssociationClock('every 60 minutes'),
  // Every quarter hour, so the reminders leave within 15 minutes of settings/mail's reminderTime.
  sendDayBeforeReminders: onAssociationClock('every 15 minutes'),
  sendThankYouMails: onAssociationClock('every 60 minutes'),
  // Read with the first coffee: what broke since yesterday, while it is still open.
  sendSystemProblemsDigest: onAssociationClock('every day 08:00'),
  // A voucher set for 08:00 leaves by 08:05.
  sendVoucherDeliveries: onAssociationClock('every 5 minutes'),
  // Stripe pays out once a day; hourly lets a late receipt or a status change show within the hour.
  reconcilePayouts: onAssociationClock('every 60 minutes'),
};

export type ScheduledFunction = keyof typeof SCHEDULES;
