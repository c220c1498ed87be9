import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { todayInRome } from '@/domain/calendar';
import { enqueueMail } from '@functions/services/mail/outbox';
import { systemProblemsDigestMail } from '@functions/services/mail/templates/system-problems-digest-mail';
import { openSystemProblems } from '@functions/services/system-problems/open-problems';

export interface DigestDeps {
  db: Firestore;
  now: () => Date;
  /** Where the association reads its mail (ASSOCIATION_INBOX): contact messages arrive there too. */
  associationInbox: string;
  siteUrl: string;
}

/** The most problems one digest lists: past that, the staff area has the rest. */
const DIGEST_LIMIT = 50;

/**
 * sendSystemProblemsDigest: while any system problem is open, one mail a day to the association,
 * queued in the outbox (delivered and retried there). Its dedupe key is the day in Rome, so a run
 * repeated the same day (a retry, a second scheduler) queues nothing more.
 */
export async function sendSystemProblemsDigest(
  deps: DigestDeps,
): Promise<{ open: number; queued: boolean }> {
  const now = deps.now();
  const problems = await openSystemProblems(deps.db, DIGEST_LIMIT);
  if (problems.length === 0) return { open: 0, queued: false };
  const message = systemProblemsDigestMail(
    problems.map(({ data }) => ({
      kind: data.kind,
      count: data.count,
      firstAt: data.firstAt.toDate(),
      lastAt: data.lastAt.toDate(),
      details: data.details,
    })),
    deps.associationInbox,
    new URL('/staff', deps.siteUrl).href,
  );
  const { created } = await enqueueMail(deps.db, message, {
    dedupeKey: `system-problems-digest-${todayInRome(now)}`,
    now,
  });
  logger.info('system problems digest', { open: problems.length, queued: created });
  return { open: problems.length, queued: created };
}
