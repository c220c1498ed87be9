import type { CallableRequest } from 'firebase-functions/v2/https';
import { HttpsError } from 'firebase-functions/v2/https';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { callContext, clientAddress } from '@functions/lib/call-context';
import { handleVerifyMember } from '@functions/services/verify-member';
import { closeTestDb, resetFirestore, testDb } from '../support/firestore';

const NOW = Date.parse('2026-11-23T09:00:00Z');

/** A callable request as the platform hands it over: what the caller wrote, then what proxies appended. */
function request(forwardedFor: string | undefined, data: unknown = {}): CallableRequest {
  return {
    data,
    rawRequest: {
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      socket: { remoteAddress: '10.0.0.9' },
    },
  } as unknown as CallableRequest;
}

describe('the client address rate limits are keyed on', () => {
  it('is the entry the last trusted proxy appended, never what the caller wrote first', () => {
    expect(clientAddress(request('203.0.113.7').rawRequest, 1)).toBe('203.0.113.7');
    expect(clientAddress(request('1.2.3.4, 203.0.113.7').rawRequest, 1)).toBe('203.0.113.7');
    // Through Hosting: the CDN appends the caller, Google's front end the CDN's edge.
    expect(clientAddress(request('1.2.3.4, 203.0.113.7, 198.51.100.1').rawRequest, 2)).toBe(
      '203.0.113.7',
    );
    expect(clientAddress(request(undefined).rawRequest, 1)).toBe('10.0.0.9');
  });

  it('uses the uid of a signed-in caller instead', () => {
    const signedIn = { ...request('203.0.113.7'), auth: { uid: 'alice' } } as CallableRequest;
    expect(callContext(signedIn, 1).clientKey).toBe('uid:alice');
  });
});

describe('a spoofed X-Forwarded-For', () => {
  beforeEach(() => resetFirestore(new Date(NOW)));
  afterAll(closeTestDb);

  it('does not reset the limit: every invented first entry counts against the real address', async () => {
    const deps = { db: testDb(), now: () => new Date(NOW) };
    const attempt = (spoofed: string) =>
      handleVerifyMember(
        deps,
        callContext(request(`${spoofed}, 203.0.113.66`, { memberName: `Guess ${spoofed}` }), 1),
      );
    for (let i = 0; i < 5; i += 1) await attempt(`192.0.2.${i}`);
    const refused = await attempt('192.0.2.200').then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(HttpsError);
    expect((refused as HttpsError).details).toEqual({ reason: 'RATE_LIMITED' });
  });
});
