import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { isErrorReason } from '@/domain/api/errors';
import { siteCallable } from '@functions/lib/callable';
import { handleVerifyMember } from '@functions/services/verify-member';
import { closeTestDb, resetFirestore, testDb } from '../support/firestore';
import { TEST_KEY_HASH_SECRET } from '../support/key-hash-secret';

// Every failure a callable sends carries a known reason in details.reason: the browser maps that
// code, and only that code, to the sentence it shows (src/lib/errors/error-messages.ts).

const NOW = Date.parse('2026-11-23T09:00:00Z');

function request(data: unknown): CallableRequest {
  return {
    data,
    rawRequest: { headers: {}, socket: { remoteAddress: '203.0.113.7' }, path: '/verifyMember' },
  } as unknown as CallableRequest;
}

/** verifyMember as deployed, with the secret it is given. */
const verifyMember = (keyHashSecret: string) =>
  siteCallable('verifyMember', {}, (call) =>
    handleVerifyMember({ db: testDb(), keyHashSecret, now: () => new Date(NOW) }, call),
  );

async function failureOf(call: Promise<unknown>): Promise<HttpsError> {
  const error: unknown = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

const reasonOf = (error: HttpsError) => (error.details as { reason?: unknown } | undefined)?.reason;

beforeEach(() => resetFirestore(new Date(NOW)));
afterAll(closeTestDb);

describe('a callable failure', () => {
  it('keeps the reason and the refused fields the service gave', async () => {
    const error = await failureOf(
      verifyMember(TEST_KEY_HASH_SECRET).run(request({ memberName: 42 })),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.details).toEqual({ reason: 'INVALID_INPUT', fields: ['memberName'] });
  });

  it('that the service did not foresee becomes INTERNAL, with no internal detail in it', async () => {
    // A deployment without its hashing secret: the service throws a plain Error.
    const error = await failureOf(verifyMember('').run(request({ memberName: 'Mario Rossi' })));
    expect(error.code).toBe('internal');
    expect(error.details).toEqual({ reason: 'INTERNAL' });
    expect(error.message).toBe('INTERNAL');
  });

  it('raised as a bare HttpsError gets the reason of its code', async () => {
    const bare = (code: 'unauthenticated' | 'permission-denied' | 'deadline-exceeded') =>
      siteCallable('availability', {}, () => Promise.reject(new HttpsError(code, 'refused'))).run(
        request({}),
      );
    const reasons = await Promise.all(
      (['unauthenticated', 'permission-denied', 'deadline-exceeded'] as const).map(async (code) =>
        reasonOf(await failureOf(bare(code))),
      ),
    );
    expect(reasons).toEqual(['UNAUTHENTICATED', 'PERMISSION_DENIED', 'INTERNAL']);
    expect(reasons.every(isErrorReason)).toBe(true);
  });

  it('of a replayed App Check token says UNAUTHENTICATED', async () => {
    // verifyMember is limited-use in the registry: its tokens are consumed.
    const once = siteCallable('verifyMember', {}, () => Promise.resolve('ok'));
    const replayed = { ...request({}), app: { alreadyConsumed: true } } as CallableRequest;
    expect(reasonOf(await failureOf(once.run(replayed)))).toBe('UNAUTHENTICATED');
  });
});
