import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAIVER } from '@/content/waiver';
import type { AttentionItem } from '@/domain/api/staff-attention';
import { handleStaffDecideApplications } from '@functions/services/admission/staff-decide-applications';
import { handleStaffResolveAttention } from '@functions/services/attention/resolve-attention';
import { handleStaffResendMail } from '@functions/services/attention/resend-mail';
import { handleStaffRetryRefund } from '@functions/services/attention/retry-refund';
import { handleStaffAttention } from '@functions/services/attention/staff-attention';
import { handleCancelBooking } from '@functions/services/cancellation/manage-booking';
import { manageToken } from '@functions/services/booking-base/manage-link';
import { outboxRef } from '@functions/services/mail/outbox';
import { MAX_ATTEMPTS } from '@functions/services/mail/retry-policy';
import { createSmtpTransport } from '@functions/services/mail/smtp-transport';
import type { MailTransport } from '@functions/services/mail/types';
import { auditLogCollection } from '@functions/services/audit-log/audit-log';
import { handleStaffCollectWaivers } from '@functions/services/waiver/collect-waivers';
import { abandonMail } from '../support/abandoned-mail';
import { testDb } from '../support/firestore';
import { submitApplication } from '../support/membership-applications';
import { registerBookingHarness } from '../support/booking-harness';
import { LINK_SECRET } from '../support/links';
import { call } from '../support/booking-request';
import { eventually } from '../support/eventually';
import { standInControl } from '../support/stripe-stand-in';
import { storedBooking } from '../support/stored-bookings';
import { paidBooking, party } from '../support/bookings';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher';
import { callAs, signInBeforeAll, testAuth, type SignedIn } from '../support/staff-auth';
import { adultSignature } from '../support/waivers';

const h = registerBookingHarness();

const signedIn = signInBeforeAll({ manager: 'manager', guide: 'guide' });
/** Where a resent mail goes: a real SMTP server in this process. */
let inbox: SmtpCatcher;
beforeAll(async () => {
  inbox = await startSmtpCatcher();
});
afterAll(async () => {
  await inbox.stop();
});

const DAY_MS = 86_400_000;
const staffDeps = () => ({ db: testDb(), auth: testAuth(), now: h().deps.now });

async function attention(session: SignedIn = signedIn.manager): Promise<AttentionItem[]> {
  return (await handleStaffAttention(staffDeps(), callAs(session, {}))).items;
}

const itemsOf = (items: AttentionItem[], id: string) => items.filter((item) => item.id === id);

const resolve = (session: SignedIn, itemId: string, reasons: string[] = []) =>
  handleStaffResolveAttention(staffDeps(), callAs(session, { itemId, reasons }));

const retryRefund = (session: SignedIn, bookingId: string) =>
  handleStaffRetryRefund({ ...h().deps, auth: testAuth() }, callAs(session, { bookingId }));

const auditOf = async (action: string) =>
  (await auditLogCollection(testDb()).where('action', '==', action).get()).docs.map((doc) =>
    doc.data(),
  );

/** The customer cancels with the link of their mail while Stripe refuses the refund. */
async function bookingWithFailedRefund() {
  const { bookingId } = await paidBooking(h(), party(2), { until: 'confirmation-sent' });
  await standInControl(h(), 'refunds/fail-next?count=1');
  await handleCancelBooking(h().deps, call({ token: manageToken(bookingId, LINK_SECRET) }));
  expect((await storedBooking(bookingId)).refund?.status).toBe('failed');
  return bookingId;
}

/** A booking mail the outbox gives up on (see abandonMail). */
const abandonedMail = (dedupeKey: string) =>
  abandonMail(h(), dedupeKey, {
    message: {
      to: [{ address: 'rossi@example.com' }],
      subject: 'La tua prenotazione',
      text: 't',
      html: 'h',
    },
  });

describe('Da controllare: what needs attention', () => {
  it('lists a failed refund once, for managers with its retry, and drops it once the retry succeeds', async () => {
    const bookingId = await bookingWithFailedRefund();
    const items = itemsOf(await attention(), `booking:${bookingId}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'booking',
      reasons: ['refund_failed'],
      refund: { status: 'failed', attempts: 1 },
      actions: ['retry_refund', 'open_booking', 'resolve'],
    });
    // A guide sees the row, but only the link; the server refuses the actions too.
    expect(itemsOf(await attention(signedIn.guide), `booking:${bookingId}`)[0]?.actions).toEqual([
      'open_booking',
    ]);
    await expect(retryRefund(signedIn.guide, bookingId)).rejects.toMatchObject({
      details: { reason: 'MANAGER_ONLY' },
    });
    await expect(
      resolve(signedIn.guide, `booking:${bookingId}`, ['refund_failed']),
    ).rejects.toMatchObject({
      details: { reason: 'MANAGER_ONLY' },
    });
    expect((await storedBooking(bookingId)).refund?.attempts).toBe(1);

    expect(await retryRefund(signedIn.manager, bookingId)).toEqual({ outcome: 'succeeded' });
    const refunds = await h().stripe.refunds.list({
      payment_intent: (await storedBooking(bookingId)).paymentIntentId ?? '',
    });
    expect(refunds.data).toHaveLength(1);
    expect(itemsOf(await attention(), `booking:${bookingId}`)).toHaveLength(0);
    // Asked again (a double tap): nothing more goes to Stripe.
    expect(await retryRefund(signedIn.manager, bookingId)).toEqual({ outcome: 'nothing_to_retry' });
    expect(await auditOf('refund_retried')).toEqual([
      expect.objectContaining({
        actorUid: signedIn.manager.uid,
        details: { bookingId, outcome: 'succeeded', completed: true },
      }),
    ]);
  });

  it('tells the manager when Stripe refuses the retry again, and keeps the row', async () => {
    const bookingId = await bookingWithFailedRefund();
    await standInControl(h(), 'refunds/fail-next?count=1');
    const answer = await retryRefund(signedIn.manager, bookingId);
    expect(answer.outcome).toBe('failed');
    expect(answer.lastError).toBeTruthy();
    expect(itemsOf(await attention(), `booking:${bookingId}`)).toHaveLength(1);
  });

  it('lists a dispute once; "Risolto" records who and when once, even tapped twice', async () => {
    const { bookingId } = await paidBooking(h(), party(2), { until: 'confirmation-sent' });
    const paymentIntentId = (await storedBooking(bookingId)).paymentIntentId ?? '';
    await standInControl(h(), `payment_intents/${paymentIntentId}/dispute`);
    await eventually(async () => (await storedBooking(bookingId)).needsStaffAttention);
    const items = itemsOf(await attention(), `booking:${bookingId}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ reasons: ['dispute_opened'] });

    const [first, second] = await Promise.all([
      resolve(signedIn.manager, `booking:${bookingId}`, ['dispute_opened']),
      resolve(signedIn.manager, `booking:${bookingId}`, ['dispute_opened']),
    ]);
    expect([first.resolved, second.resolved].sort()).toEqual([false, true]);
    expect(await auditOf('attention_resolved')).toHaveLength(1);
    const resolved = await storedBooking(bookingId);
    expect(resolved).toMatchObject({
      needsStaffAttention: false,
      staffAttentionReasons: [],
      staffAttentionResolvedBy: signedIn.manager.uid,
      staffAttentionResolvedReasons: ['dispute_opened'],
    });
    expect(resolved.staffAttentionResolvedAt?.toMillis()).toBe(h().clock.ms);
    expect(itemsOf(await attention(), `booking:${bookingId}`)).toHaveLength(0);
  });

  it('keeps a reason that arrived after the manager looked', async () => {
    const { bookingId } = await paidBooking(h(), party(2), { until: 'confirmation-sent' });
    const paymentIntentId = (await storedBooking(bookingId)).paymentIntentId ?? '';
    await standInControl(h(), `payment_intents/${paymentIntentId}/dashboard-refund?amount=1000`);
    await eventually(async () => (await storedBooking(bookingId)).needsStaffAttention);
    expect(itemsOf(await attention(), `booking:${bookingId}`)[0]).toMatchObject({
      reasons: ['partial_refund_in_dashboard'],
    });
    await standInControl(h(), `payment_intents/${paymentIntentId}/dispute`);
    await eventually(async () =>
      (await storedBooking(bookingId)).staffAttentionReasons.includes('dispute_opened'),
    );
    await resolve(signedIn.manager, `booking:${bookingId}`, ['partial_refund_in_dashboard']);
    expect(itemsOf(await attention(), `booking:${bookingId}`)[0]).toMatchObject({
      reasons: ['dispute_opened'],
    });
  });

  it('lists a given-up mail once; resending it sends it and drops the row', async () => {
    await abandonedMail('booking-x-confirmation');
    const items = itemsOf(await attention(), 'mail:booking-x-confirmation');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'mail_abandoned',
      mail: { subject: 'La tua prenotazione', attempts: MAX_ATTEMPTS },
      actions: ['resend_mail', 'resolve'],
    });
    const smtp = createSmtpTransport({
      host: '127.0.0.1',
      port: inbox.port,
      secure: false,
      user: '',
      password: '',
      from: 'Tours <noreply@tours.example>',
    });
    // What the audit log held when the mail went out: the entry is written before the sending.
    let loggedAtSend: unknown[] = [];
    const transport: MailTransport = {
      send: async (message, identity) => {
        loggedAtSend = (await auditOf('mail_resent')).map((entry) => entry.details);
        return smtp.send(message, identity);
      },
    };
    const deps = { ...staffDeps(), transport };
    await expect(
      handleStaffResendMail(deps, callAs(signedIn.guide, { mailId: 'booking-x-confirmation' })),
    ).rejects.toMatchObject({ details: { reason: 'MANAGER_ONLY' } });
    expect(
      await handleStaffResendMail(
        deps,
        callAs(signedIn.manager, { mailId: 'booking-x-confirmation' }),
      ),
    ).toEqual({ outcome: 'sent' });
    expect(inbox.mails.map((mail) => mail.subject)).toEqual(['La tua prenotazione']);
    expect(itemsOf(await attention(), 'mail:booking-x-confirmation')).toHaveLength(0);
    expect(loggedAtSend).toEqual([
      { mailId: 'booking-x-confirmation', outcome: 'requested', completed: false },
    ]);
    expect((await auditOf('mail_resent')).map((entry) => entry.details)).toEqual([
      { mailId: 'booking-x-confirmation', outcome: 'sent', completed: true },
    ]);
  });

  it('drops a given-up mail resolved by hand, once', async () => {
    await abandonedMail('contact-y');
    expect(itemsOf(await attention(), 'mail:contact-y')).toHaveLength(1);
    expect((await resolve(signedIn.manager, 'mail:contact-y')).resolved).toBe(true);
    expect((await resolve(signedIn.manager, 'mail:contact-y')).resolved).toBe(false);
    expect(itemsOf(await attention(), 'mail:contact-y')).toHaveLength(0);
    const entry = (await outboxRef(testDb(), 'contact-y').get()).data();
    expect(entry).toMatchObject({ status: 'abandoned', staffResolvedBy: signedIn.manager.uid });
    expect(await auditOf('attention_resolved')).toHaveLength(1);
  });

  it('lists an application waiting more than 14 days to managers, until it is decided', async () => {
    const { id } = await submitApplication(h(), 'Mario Rossi', 'mario.rossi@example.com');
    h().clock.ms += 13 * DAY_MS;
    expect(itemsOf(await attention(), `application:${id}`)).toHaveLength(0);
    h().clock.ms += 2 * DAY_MS;
    const items = itemsOf(await attention(), `application:${id}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'application_waiting',
      application: { fullName: 'Mario Rossi', waitingDays: 15, renewal: false },
      actions: ['open_applications'],
    });
    expect(itemsOf(await attention(signedIn.guide), `application:${id}`)).toHaveLength(0);
    await handleStaffDecideApplications(
      { ...h().deps, auth: testAuth() },
      callAs(signedIn.manager, {
        decision: 'admit',
        applicationIds: [id],
        resolutionDate: new Date(h().clock.ms).toISOString().slice(0, 10),
      }),
    );
    expect(itemsOf(await attention(), `application:${id}`)).toHaveLength(0);
  });

  it("lists tomorrow's paid booking with participants yet to sign, until they sign", async () => {
    const { bookingId } = await paidBooking(h(), party(2), { until: 'confirmation-sent' });
    // The harness books for Saturday 28 November; on Friday it is tomorrow.
    h().clock.ms = Date.parse('2026-11-27T10:00:00Z');
    const items = itemsOf(await attention(signedIn.guide), `waiver:${bookingId}:2026-11-28`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'waiver_missing',
      missing: ['Rider 0', 'Rider 1'],
      actions: ['open_booking', 'open_day'],
    });
    // The day before the tour: a manager records the signatures (a guide only on the day).
    await handleStaffCollectWaivers(
      { db: testDb(), auth: testAuth(), now: h().deps.now, waiver: WAIVER },
      callAs(signedIn.manager, {
        waivers: [0, 1].map((participantIndex) => ({
          bookingId,
          participantIndex,
          signedAtDevice: '2026-11-27T10:00:00.000Z',
          signature: adultSignature({ signerName: `Rider ${participantIndex}` }),
        })),
      }),
    );
    expect(itemsOf(await attention(signedIn.guide), `waiver:${bookingId}:2026-11-28`)).toHaveLength(
      0,
    );
  });

  it('refuses a malformed item and a visitor without the staff claim', async () => {
    await expect(resolve(signedIn.manager, 'bookings/../members')).rejects.toMatchObject({
      details: { reason: 'INVALID_INPUT', fields: ['itemId'] },
    });
    await expect(
      handleStaffAttention(staffDeps(), { data: {}, auth: undefined }),
    ).rejects.toMatchObject({ details: { reason: 'UNAUTHENTICATED' } });
  });
});

describe('Da controllare, a page at a time', () => {
  it('reads a long list in pages that neither repeat nor skip a row', async () => {
    const db = testDb();
    const batch = db.batch();
    const start = h().clock.ms;
    const ids = Array.from(
      { length: 53 },
      (_, index) => `given-up-${String(index).padStart(2, '0')}`,
    );
    ids.forEach((id, index) =>
      batch.create(outboxRef(db, id), {
        message: { to: [{ address: 'a@example.com' }], subject: id, text: 't', html: 'h' },
        status: 'abandoned',
        attempts: MAX_ATTEMPTS,
        createdAt: Timestamp.fromMillis(start),
        // Two share each instant: the id breaks the tie, in the index's order.
        lastAttemptAt: Timestamp.fromMillis(start + Math.floor(index / 2) * 1000),
        needsStaffAttention: true,
      }),
    );
    await batch.commit();
    const first = await handleStaffAttention(staffDeps(), callAs(signedIn.manager, {}));
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).toMatchObject({ bookings: 'end', applications: 'end' });
    const second = await handleStaffAttention(
      staffDeps(),
      callAs(signedIn.manager, { cursor: first.nextCursor }),
    );
    expect(second.nextCursor).toBeUndefined();
    const seen = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(seen).size).toBe(53);
    expect(seen.sort()).toEqual(ids.map((id) => `mail:${id}`).sort());
  });
});
