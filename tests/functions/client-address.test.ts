import type { CallableRequest } from 'firebase-functions/v2/https';
import { HttpsError } from 'firebase-functions/v2/https';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { callContext } from '@functions/lib/call-context';
import { refuseReplayedAppCheck } from '@functions/lib/callable';
import { addressBucket, clientAddress, edgeRanges } from '@functions/lib/client-address';
import { handleVerifyMember } from '@functions/services/verify-member';
import { ACCOUNTS_PER_ADDRESS } from '@functions/services/rate-limit';
import { closeTestDb, resetFirestore, testDb } from '../support/firestore';
import { TEST_KEY_HASH_SECRET } from '../support/key-hash-secret';

const NOW = Date.parse('2026-11-23T09:00:00Z');
/** Hosting's edge in these tests: one IPv4 block and one IPv6 block. */
const EDGE = edgeRanges('198.51.100.0/24, 2001:db8:e::/48');

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

const addressOf = (forwardedFor: string | undefined) =>
  clientAddress(request(forwardedFor).rawRequest, EDGE);

describe('the client address rate limits are keyed on', () => {
  it('is the entry Google’s front end appended on a call straight to the function', () => {
    expect(addressOf('203.0.113.7')).toBe('203.0.113.7');
    // Whatever the caller wrote before it, including an address inside Hosting's ranges.
    expect(addressOf('1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
    expect(addressOf('1.2.3.4, 198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the entry Hosting’s edge appended on a call through Hosting', () => {
    expect(addressOf('203.0.113.7, 198.51.100.1')).toBe('203.0.113.7');
    expect(addressOf('1.2.3.4, 203.0.113.7, 198.51.100.1')).toBe('203.0.113.7');
    // Edge addresses the caller wrote cannot hide the caller the edge appended after them.
    expect(addressOf('1.2.3.4, 198.51.100.9, 203.0.113.7, 198.51.100.1')).toBe('203.0.113.7');
    // Two hops inside the edge (a shield in front of the serving node) are passed over too.
    expect(addressOf('1.2.3.4, 203.0.113.7, 198.51.100.3, 198.51.100.1')).toBe('203.0.113.7');
    expect(addressOf('1.2.3.4, 2001:db8:77::1, 2001:db8:e:1::5')).toBe('2001:db8:77::1');
  });

  it('is the same address for the same caller on both paths, whatever the caller wrote', () => {
    const spoofed = ['9.9.9.9', '198.51.100.200', '203.0.113.99, 8.8.8.8', 'unknown'];
    const seen = spoofed.flatMap((prefix) => [
      addressOf(`${prefix}, 203.0.113.7`),
      addressOf(`${prefix}, 203.0.113.7, 198.51.100.1`),
    ]);
    expect(new Set(seen)).toEqual(new Set(['203.0.113.7']));
  });

  it('falls back to the last entry when every entry is an edge, and to the socket without the header', () => {
    expect(addressOf('198.51.100.4, 198.51.100.1')).toBe('198.51.100.1');
    expect(addressOf(undefined)).toBe('10.0.0.9');
    expect(addressOf('')).toBe('10.0.0.9');
  });

  it('reads ports, brackets and IPv4-mapped IPv6 as the bare address', () => {
    expect(addressOf('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(addressOf('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(addressOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressOf('203.0.113.7, ::ffff:198.51.100.1')).toBe('203.0.113.7');
  });

  it('refuses a malformed edge range instead of dropping it', () => {
    expect(() => edgeRanges('198.51.100.0/33')).toThrow(/198\.51\.100\.0\/33/);
    expect(() => edgeRanges('hosting')).toThrow(/hosting/);
    expect(edgeRanges('').check('198.51.100.1')).toBe(false);
  });

  it('uses the uid of a signed-in caller, and counts its address as well', () => {
    const signedIn = { ...request('203.0.113.7'), auth: { uid: 'alice' } } as CallableRequest;
    expect(callContext(signedIn, EDGE)).toMatchObject({
      clientKey: 'uid:alice',
      addressKey: 'ip:203.0.113.7',
    });
    expect(callContext(request('203.0.113.7'), EDGE)).not.toHaveProperty('addressKey');
  });
});

describe('the bucket one caller is counted in', () => {
  it('is an IPv4 address as it is', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const sameNetwork = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:0000:0000:0000:0abc',
      '2001:DB8:1:2:a:b:c:d',
      '2001:db8:1:2::ffff:10.0.0.1',
      '[2001:db8:1:2::9]:443',
    ];
    expect(new Set(sameNetwork.map(addressBucket))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(addressBucket('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('is what a callable counts an anonymous caller as', () => {
    const callers = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:abcd::9'];
    expect(
      new Set(callers.map((address) => callContext(request(address), EDGE).clientKey)),
    ).toEqual(new Set(['ip:2001:db8:1:2::/64']));
  });
});

describe('a replayed App Check token', () => {
  it('is refused once App Check says it was used, and a fresh one passes', () => {
    const replayed = () => refuseReplayedAppCheck({ app: { alreadyConsumed: true } as never });
    expect(replayed).toThrow(HttpsError);
    expect(replayed).toThrow(/already used/);
    expect(() =>
      refuseReplayedAppCheck({ app: { alreadyConsumed: false } as never }),
    ).not.toThrow();
  });
});

describe('a spoofed X-Forwarded-For', () => {
  beforeEach(() => resetFirestore(new Date(NOW)));
  afterAll(closeTestDb);

  const deps = () => ({
    db: testDb(),
    keyHashSecret: TEST_KEY_HASH_SECRET,
    now: () => new Date(NOW),
  });
  const attempt = (forwardedFor: string, memberName: string) =>
    handleVerifyMember(deps(), callContext(request(forwardedFor, { memberName }), EDGE));
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error as HttpsError).details,
    );

  it('does not reset the limit: every invented entry counts against the real address', async () => {
    for (let i = 0; i < 5; i += 1) await attempt(`192.0.2.${i}, 203.0.113.66`, `Guess ${i}`);
    expect(await refusal(attempt('192.0.2.200, 203.0.113.66', 'Guess 5'))).toEqual({
      reason: 'RATE_LIMITED',
    });
    // The same caller through Hosting is the same caller.
    expect(await refusal(attempt('192.0.2.201, 203.0.113.66, 198.51.100.1', 'Guess 6'))).toEqual({
      reason: 'RATE_LIMITED',
    });
  });

  it('does not reset the limit with new accounts or a new address: both are counted', async () => {
    const signedIn = (uid: string, address: string, memberName: string) =>
      handleVerifyMember(
        deps(),
        callContext(
          { ...request(address, { memberName }), auth: { uid } } as CallableRequest,
          EDGE,
        ),
      );
    // Accounts behind one address share ACCOUNTS_PER_ADDRESS callers' allowance (5 a minute each).
    const shared = 5 * ACCOUNTS_PER_ADDRESS;
    for (let i = 0; i < shared; i += 1) {
      await signedIn(`account-${i % ACCOUNTS_PER_ADDRESS}`, '203.0.113.80', `Guess ${i}`);
    }
    expect(await refusal(signedIn('account-new', '203.0.113.80', 'One more'))).toEqual({
      reason: 'RATE_LIMITED',
    });
    // A visitor without an account at that address keeps a count of their own.
    expect(await refusal(attempt('203.0.113.80', 'A visitor'))).toBeNull();
    // One account from five addresses: its sixth call is refused wherever it comes from.
    for (let i = 1; i <= 5; i += 1) await signedIn('roaming', `203.0.113.${90 + i}`, `Try ${i}`);
    expect(await refusal(signedIn('roaming', '203.0.113.99', 'Try 6'))).toEqual({
      reason: 'RATE_LIMITED',
    });
  });

  it('does not open a new bucket per address of one IPv6 /64', async () => {
    for (let i = 1; i <= 5; i += 1) await attempt(`2001:db8:5:6::${i}`, `Guess ${i}`);
    expect(await refusal(attempt('2001:db8:5:6::99', 'Guess 6'))).toEqual({
      reason: 'RATE_LIMITED',
    });
    // The next /64 is someone else.
    expect(await refusal(attempt('2001:db8:5:7::1', 'Guess 7'))).toBeNull();
  });
});
