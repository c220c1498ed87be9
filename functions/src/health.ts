import { onRequest } from 'firebase-functions/v2/https';
import { db } from './lib/firestore';
import { FUNCTIONS_VERSION } from './lib/version';
import { checkHealth } from './services/health';

/** Long enough for a cold Firestore connection, short enough for an uptime check's 10 s. */
const FIRESTORE_TIMEOUT_MS = 3_000;

/** Reached through Hosting's /api/health rewrite; no App Check: uptime checkers call it. */
export const health = onRequest(async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').send('Method not allowed');
    return;
  }
  const answer = await checkHealth({
    db: db(),
    version: FUNCTIONS_VERSION,
    timeoutMs: FIRESTORE_TIMEOUT_MS,
  });
  res.status(answer.status).set('Cache-Control', 'no-store').json(answer.body);
});
