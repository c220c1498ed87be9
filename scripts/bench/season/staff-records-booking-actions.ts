import { OUTBOX_COLLECTION } from '../../../functions/src/services/mail/outbox';
import { dayBeforeReminderMailId } from '../../../functions/src/services/reminders/day-before-reminders';
import { thankYouMailId } from '../../../functions/src/services/reminders/thank-you-mails';
import { waiverReminderMailId } from '../../../functions/src/services/waiver/waiver-reminders';
import { auditEntry, type DrawnAction, type Maker } from './staff-records-entry';
import { take, type AuditDraw } from './staff-records-sources';
import { SEASON_MANAGER } from './staff-records-staff';
import { HOUR_MS, MINUTE_MS } from '../../../src/domain/time-units';

/** A manager's actions on single bookings: moves, cancellations, attention resolved, retries, resends. */
export function bookingActions(draw: AuditDraw) {
  const { random, input, found, nowMs, anyTime, notAfterNow } = draw;
  return {
    booking_date_changed: () => {
      const booking = take(random, found.staffMoves);
      if (!booking) return undefined;
      const move = booking.doc.dateChanges![0]!;
      const details = { bookingId: booking.id, from: move.from, to: move.to };
      const target = `bookings/${booking.id}`;
      return auditEntry(
        random,
        SEASON_MANAGER,
        'booking_date_changed',
        target,
        details,
        move.at.toMillis(),
      );
    },
    booking_cancelled: () => {
      const booking = take(random, found.staffCancels);
      if (!booking) return undefined;
      const { refund, cancelledAt } = booking.doc;
      const details = {
        bookingId: booking.id,
        refundCents: refund!.amountCents,
        refundBasis:
          refund!.percent === 100 || random.chance(0.8) ? ('policy' as const) : ('chosen' as const),
        reason: random.pick([
          'Richiesta del cliente al telefono',
          'Malattia, certificato ricevuto',
          'Doppia prenotazione',
        ]),
      };
      const target = `bookings/${booking.id}`;
      return auditEntry(
        random,
        SEASON_MANAGER,
        'booking_cancelled',
        target,
        details,
        cancelledAt!.toMillis(),
      );
    },
    attention_resolved: () => {
      const booking = take(random, found.resolved);
      if (booking) {
        const { doc } = booking;
        const details = {
          itemId: `booking:${booking.id}`,
          reasons: doc.staffAttentionResolvedReasons ?? [],
        };
        const target = `bookings/${booking.id}`;
        return auditEntry(
          random,
          SEASON_MANAGER,
          'attention_resolved',
          target,
          details,
          doc.staffAttentionResolvedAt!.toMillis(),
        );
      }
      // A given-up mail dealt with by phone: it leaves the list, no reasons.
      const mailId = waiverReminderMailId(random.pick(input.bookings).id);
      const details = { itemId: `mail:${mailId}`, reasons: [] };
      return auditEntry(
        random,
        SEASON_MANAGER,
        'attention_resolved',
        `${OUTBOX_COLLECTION}/${mailId}`,
        details,
        anyTime(),
      );
    },
    refund_retried: () => {
      const booking = take(random, found.refunded);
      const requested = random.chance(0.15);
      const outcome = requested
        ? 'requested'
        : random.weighted({ succeeded: 80, pending: 10, failed: 5, nothing_to_retry: 5 });
      const completion = { outcome, completed: !requested };
      if (!booking) {
        const rentalId = random.id();
        const details = { rentalId, ...completion };
        return auditEntry(
          random,
          SEASON_MANAGER,
          'refund_retried',
          `rentals/${rentalId}`,
          details,
          anyTime(),
        );
      }
      // Between the request and Stripe's success: the refund a retry made go through.
      const ms = Math.min(
        nowMs,
        booking.doc.refund!.requestedAt.toMillis() + random.int(10, 50) * 1000,
      );
      const details = { bookingId: booking.id, ...completion };
      return auditEntry(
        random,
        SEASON_MANAGER,
        'refund_retried',
        `bookings/${booking.id}`,
        details,
        ms,
      );
    },
    mail_resent: () => {
      const booking = take(random, found.reminded);
      if (!booking) return undefined;
      const { doc } = booking;
      const mailId = random.pick([
        dayBeforeReminderMailId(booking.id, doc.selectedDate),
        waiverReminderMailId(booking.id),
        ...(doc.reviewMailQueuedAt ? [thankYouMailId(booking.id)] : []),
      ]);
      const requested = random.chance(0.1);
      const outcome = requested
        ? 'requested'
        : random.weighted({ sent: 85, in_flight: 10, failed: 5 });
      const details = { mailId, outcome, completed: !requested };
      const ms = notAfterNow(doc.reminderMailQueuedAt!.toMillis() + random.int(1, 20) * HOUR_MS);
      return auditEntry(
        random,
        SEASON_MANAGER,
        'mail_resent',
        `${OUTBOX_COLLECTION}/${mailId}`,
        details,
        ms,
      );
    },
    confirmation_resent: () => {
      const booking = random.pick(found.paid);
      if (!booking) return undefined;
      const paidMs = booking.doc.paidAt!.toMillis();
      const ms =
        paidMs + random.int(0, Math.max(0, Math.floor((nowMs - paidMs) / MINUTE_MS))) * MINUTE_MS;
      const details = { bookingId: booking.id };
      return auditEntry(
        random,
        SEASON_MANAGER,
        'confirmation_resent',
        `bookings/${booking.id}`,
        details,
        ms,
      );
    },
  } satisfies Partial<Record<DrawnAction, Maker>>;
}
