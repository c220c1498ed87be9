import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { errorText } from '@functions/lib/error-text';

export interface HealthDeps {
  db: Firestore;
  /** The deployed version (FUNCTIONS_VERSION, set by functions/build.mjs). */
  version: string;
  /** How long Firestore may take to answer before the site counts as down. */
  timeoutMs: number;
}

export interface HealthAnswer {
  status: 200 | 503;
  body: { status: 'ok' | 'unavailable'; version: string };
}

/** A document nobody writes: reading it costs one read and touches no one's data. */
const PROBE_PATH = 'health/probe';

/**
 * /api/health, for an uptime check: 200 with the version when Firestore answers a read within
 * `timeoutMs`, 503 otherwise (bookings, payments and mail all need it).
 */
export async function checkHealth({ db, version, timeoutMs }: HealthDeps): Promise<HealthAnswer> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    timer.unref();
  });
  try {
    await Promise.race([db.doc(PROBE_PATH).get(), timeout]);
    return { status: 200, body: { status: 'ok', version } };
  } catch (error) {
    logger.error('health check: Firestore unreachable', {
      error: errorText(error),
    });
    return { status: 503, body: { status: 'unavailable', version } };
  } finally {
    clearTimeout(timer);
  }
}
