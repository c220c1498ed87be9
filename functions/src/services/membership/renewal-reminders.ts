import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { isId } from '@/domain/api/ids';
import { todayInRome } from '@/domain/calendar';
import { DEFAULT_LOCALE } from '@/domain/locale';
import { renewalWindowEnd } from '@/domain/member-validity';
import type { ManageLinkSettings } from '@functions/services/booking-base/deps';
import { readableDocs } from '@functions/lib/document-converter';
import { enqueueMail } from '@functions/services/mail/outbox';
import { renewalReminderMail } from '@functions/services/mail/templates/renewal-mails';
import { membersCollection } from '@functions/services/members';
import { renewalUrl } from './renewal-link';

export interface RenewalReminderDeps {
  db: Firestore;
  now: () => Date;
  /** The site the link opens and the key it is signed with (BOOKING_LINK_SECRET). */
  links: ManageLinkSettings;
  /** Where a reply to the reminder arrives. */
  associationInbox: string;
}

export interface RenewalReminderReport {
  sent: number;
  /** Rows of the window the register cannot be read from (logged, named by path). */
  malformed: number;
}

/**
 * sendRenewalReminders (daily): every member with an e-mail whose membership ends within the
 * next RENEWAL_REMINDER_DAYS days (src/domain/member-validity.ts, Europe/Rome) gets one reminder with the signed one-tap renewal
 * link, in their language. `renewalReminderFor` records the `validUntil` it was sent for, and the
 * outbox's dedupe key names the same membership year, so a rerun (or a run cut short between the
 * two writes) never sends one twice; a renewed member's new year gets its own reminder in time.
 */
export async function sendRenewalReminders(
  deps: RenewalReminderDeps,
): Promise<RenewalReminderReport> {
  const now = deps.now();
  const today = todayInRome(now);
  const last = renewalWindowEnd(today);
  const window = await membersCollection(deps.db)
    .where('validUntil', '>=', today)
    .where('validUntil', '<=', last)
    .get();
  const report: RenewalReminderReport = { sent: 0, malformed: 0 };
  const readable = readableDocs(window, 'member row malformed: no renewal reminder');
  report.malformed = readable.malformed;
  for (const { id, ref, data: member } of readable.docs) {
    const { email, validUntil } = member;
    if (!email || member.renewalReminderFor === validUntil || !isId(id)) continue;
    const message = renewalReminderMail(
      {
        memberNumber: id,
        fullName: member.fullName ?? '',
        validUntil,
        email,
        locale: member.locale ?? DEFAULT_LOCALE,
      },
      renewalUrl({ memberNumber: id, validUntil }, deps.links),
      deps.associationInbox,
    );
    const { created } = await enqueueMail(deps.db, message, {
      dedupeKey: `renewal-reminder-${id}-${validUntil}`,
      now,
    });
    await ref.update({ renewalReminderFor: validUntil });
    if (created) report.sent += 1;
  }
  logger.info('renewal reminders queued', { ...report, until: last });
  return report;
}
