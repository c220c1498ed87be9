import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { SystemProblemKind } from '@/domain/documents/system-problem';
import { scheduledJob } from '@functions/lib/scheduled-job';
import { handleStaffResolveAttention } from '@functions/services/attention/resolve-attention';
import { handleStaffAttention } from '@functions/services/attention/staff-attention';
import { handleWebhookRequest } from '@functions/services/booking/webhook';
import { checkHealth } from '@functions/services/health';
import { deliverMail } from '@functions/services/mail/deliver';
import { enqueueMail, OUTBOX_COLLECTION } from '@functions/services/mail/outbox';
import { MAX_ATTEMPTS } from '@functions/services/mail/retry-policy';
import { createSmtpTransport } from '@functions/services/mail/smtp-transport';
import { auditLogCollection } from '@functions/services/audit-log/audit-log';
import { sendSystemProblemsDigest } from '@functions/services/problem-digest/digest';
import { recordSystemProblem } from '@functions/services/system-problems/record-problem';
import { systemProblemsCollection } from '@functions/services/system-problems/system-problem-doc';
import { TEST_PROJECT_ID, testDb } from '../support/firestore';
import { WEBHOOK_SECRET, registerBookingHarness } from '../support/booking-harness';
import { SITE_URL } from '../support/links';
import { eventually } from '../support/eventually';
import { signedEvent, standInControl } from '../support/stripe-stand-in';
import { pendingBooking } from '../support/bookings';
import { unusedPort } from '../support/smtp-catcher';
import { callAs, createStaffAccount, signIn, testAuth } from '../support/staff-auth';

const h = registerBookingHarness();

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const INBOX = 'associazione@tours.example';

async function problemsOf(kind: SystemProblemKind) {
  const snapshot = await systemProblemsCollection(testDb()).where('kind', '==', kind).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

const forgedSignature = async () => {
  const { sessionId } = await pendingBooking(h());
  const session = await h().stripe.checkout.sessions.retrieve(sessionId);
  const forged = signedEvent(h().stripe, 'checkout.session.completed', session, {
    secret: 'whsec_not_the_real_one',
  });
  return handleWebhookRequest(h().deps, WEBHOOK_SECRET, forged);
};

const digestDeps = () => ({
  db: testDb(),
  now: h().deps.now,
  associationInbox: INBOX,
  siteUrl: SITE_URL,
});

const staffDeps = () => ({ db: testDb(), auth: testAuth(), now: h().deps.now });

describe('system problems', () => {
  it('records forged webhook signatures once per hour, counting each', async () => {
    expect((await forgedSignature()).status).toBe(400);
    expect((await forgedSignature()).status).toBe(400);
    const [problem, ...others] = await problemsOf('webhook_signature_failed');
    expect(others).toHaveLength(0);
    expect(problem).toMatchObject({
      count: 2,
      open: true,
      details: ['Stripe-Signature did not match'],
    });
    expect(problem?.firstAt.toMillis()).toBe(h().clock.ms);

    h().clock.ms += HOUR_MS;
    await forgedSignature();
    const problems = await problemsOf('webhook_signature_failed');
    expect(problems.map(({ count }) => count).sort()).toEqual([1, 2]);
  });

  it('counts racing failures exactly, on one document', async () => {
    const recorder = { db: testDb(), now: h().deps.now };
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        recordSystemProblem(recorder, 'job_failed', `job-${index % 2}`),
      ),
    );
    const problems = await problemsOf('job_failed');
    expect(problems).toHaveLength(1);
    expect(problems[0]?.count).toBe(8);
    expect(problems[0]?.details.sort()).toEqual(['job-0', 'job-1']);
  });

  it('records a Stripe 500 met by any call, leaving the caller’s error as it was', async () => {
    await standInControl(h(), 'fail-next?count=3');
    await expect(h().stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({
      type: 'StripeAPIError',
      statusCode: 500,
    });
    const problems = await problemsOf('stripe_api_error');
    expect(problems).toHaveLength(1);
    // The SDK tried three times (two retries), each an answer 500.
    expect(problems[0]).toMatchObject({
      count: 3,
      details: ['GET /v1/checkout/sessions/{id}: 500'],
    });
  });

  it('does not count Stripe answers the code handles itself (404)', async () => {
    await expect(h().stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await problemsOf('stripe_api_error')).toHaveLength(0);
  });

  it('records job_failed with the job’s name when a scheduled job throws, and still throws', async () => {
    const job = scheduledJob('applyRetention', {}, () => Promise.reject(new Error('disk full')));
    await expect(
      job.run({ scheduleTime: new Date().toISOString() } as Parameters<typeof job.run>[0]),
    ).rejects.toThrow('disk full');
    const problems = await problemsOf('job_failed');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ count: 1, details: ['applyRetention'] });
  });

  it('records the outbox giving up on a mail, with the SMTP code only', async () => {
    const db = testDb();
    const message = {
      to: [{ address: 'anna@example.com' }],
      subject: 'Ciao',
      text: 'x',
      html: 'x',
    };
    // Due an hour after the harness's clock: its own outbox trigger leaves it alone.
    const now = new Date(h().clock.ms + HOUR_MS);
    const { id } = await enqueueMail(db, message, { dedupeKey: 'hopeless', now });
    await db
      .collection(OUTBOX_COLLECTION)
      .doc(id)
      .update({ attempts: MAX_ATTEMPTS - 1 });
    const transport = createSmtpTransport({
      host: '127.0.0.1',
      port: await unusedPort(),
      secure: false,
      user: '',
      password: '',
      from: 'Tours <noreply@tours.example>',
    });
    expect(await deliverMail(db, transport, id, () => now)).toBe('abandoned');
    const problems = await problemsOf('mail_given_up');
    expect(problems).toHaveLength(1);
    expect(problems[0]?.count).toBe(1);
    expect(problems[0]?.details.join()).toMatch(/^SMTP /);
    expect(problems[0]?.details.join()).not.toContain('@');
  });

  it('lists open problems in "Da controllare"; a manager resolves one, audited, once', async () => {
    const manager = await signIn(await createStaffAccount('manager'));
    const guide = await signIn(await createStaffAccount('guide'));
    await forgedSignature();
    const [problem] = await problemsOf('webhook_signature_failed');
    const itemId = `system:${problem?.id ?? ''}`;

    const guideItems = (await handleStaffAttention(staffDeps(), callAs(guide, {}))).items;
    expect(guideItems.find((item) => item.id === itemId)).toMatchObject({
      kind: 'system_problem',
      problem: { kind: 'webhook_signature_failed', count: 1 },
      actions: [],
    });
    const items = (await handleStaffAttention(staffDeps(), callAs(manager, {}))).items;
    expect(items.find((item) => item.id === itemId)?.actions).toEqual(['resolve']);

    await expect(
      handleStaffResolveAttention(staffDeps(), callAs(guide, { itemId })),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    const first = await handleStaffResolveAttention(staffDeps(), callAs(manager, { itemId }));
    const again = await handleStaffResolveAttention(staffDeps(), callAs(manager, { itemId }));
    expect(first).toMatchObject({ itemId, resolved: true, resolvedBy: manager.uid });
    expect(again).toMatchObject({ itemId, resolved: false, resolvedBy: manager.uid });
    const audit = await auditLogCollection(testDb())
      .where('action', '==', 'attention_resolved')
      .get();
    expect(audit.docs.map((doc) => doc.data().target)).toEqual([
      `systemProblems/${problem?.id ?? ''}`,
    ]);
    const after = (await handleStaffAttention(staffDeps(), callAs(manager, {}))).items;
    expect(after.some((item) => item.kind === 'system_problem')).toBe(false);

    // The same kind an hour later is a new problem, listed again.
    h().clock.ms += HOUR_MS;
    await forgedSignature();
    const later = (await handleStaffAttention(staffDeps(), callAs(manager, {}))).items;
    expect(later.filter((item) => item.kind === 'system_problem')).toHaveLength(1);
  });

  it('mails one digest a day while a problem is open, none once all are resolved', async () => {
    const manager = await signIn(await createStaffAccount('manager'));
    await forgedSignature();
    await recordSystemProblem({ db: testDb(), now: h().deps.now }, 'job_failed', 'retryRefunds');

    expect(await sendSystemProblemsDigest(digestDeps())).toEqual({ open: 2, queued: true });
    expect(await sendSystemProblemsDigest(digestDeps())).toEqual({ open: 2, queued: false });
    await eventually(async () => h().mails.length === 1);
    const [digest] = h().mails;
    expect(digest?.envelopeTo).toEqual([INBOX]);
    expect(digest?.subject).toContain('Problemi di sistema da controllare (2)');
    expect(digest?.text).toContain('retryRefunds');
    expect(digest?.text).toContain(`${SITE_URL}/staff`);

    for (const { id } of [
      ...(await problemsOf('webhook_signature_failed')),
      ...(await problemsOf('job_failed')),
    ]) {
      await handleStaffResolveAttention(staffDeps(), callAs(manager, { itemId: `system:${id}` }));
    }
    h().clock.ms += DAY_MS;
    expect(await sendSystemProblemsDigest(digestDeps())).toEqual({ open: 0, queued: false });
    const outbox = await testDb().collection(OUTBOX_COLLECTION).get();
    expect(outbox.docs.filter((doc) => doc.id.startsWith('system-problems-digest'))).toHaveLength(
      1,
    );
    expect(h().mails).toHaveLength(1);
  });
});

describe('/api/health', () => {
  it('answers 200 with the version when Firestore answers', async () => {
    expect(await checkHealth({ db: testDb(), version: 'abc123', timeoutMs: 5_000 })).toEqual({
      status: 200,
      body: { status: 'ok', version: 'abc123' },
    });
  });

  it('answers 503 when Firestore does not', async () => {
    const emulator = process.env.FIRESTORE_EMULATOR_HOST;
    // The Admin SDK takes its host from this variable over any setting: a closed port is "down".
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${await unusedPort()}`;
    const app = initializeApp({ projectId: TEST_PROJECT_ID }, 'firestore-down');
    try {
      const down = getFirestore(app);
      process.env.FIRESTORE_EMULATOR_HOST = emulator;
      expect(await checkHealth({ db: down, version: 'abc123', timeoutMs: 1_000 })).toEqual({
        status: 503,
        body: { status: 'unavailable', version: 'abc123' },
      });
    } finally {
      process.env.FIRESTORE_EMULATOR_HOST = emulator;
      await deleteApp(app);
    }
  });
});
