import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { localAppCheckHeader } from '../../scripts/stack/local-app-check';
import { LOCAL_EDGE_ADDRESS, URLS } from '../../scripts/stack/ports';
import { CALL_LIMITS } from '@functions/services/call-limits';

// verifyMember's per-caller limit, against callers who write X-Forwarded-For themselves, on both
// ways production can be reached: through Hosting's `/api/*` rewrite and straight at the
// function's own URL. Each test calls from its own loopback address (the whole 127/8 is this
// machine), so it is a caller of its own and the other specs' calls from 127.0.0.1 never share
// its allowance.

const CALLS = 14;
const LIMIT = CALL_LIMITS.verifyMember.perCaller.limit;

const paths = {
  'through Hosting': `${URLS.site}/api/verifyMember`,
  'straight to the function': `${URLS.functionsBase}/verifyMember`,
} as const;

/** What a caller at `source` gets for one verifyMember call: the HTTP status and reason. */
function callFrom(source: string, url: string, data: unknown, forwardedFor?: string) {
  const body = JSON.stringify({ data });
  return new Promise<string>((resolve, reject) => {
    const call = httpRequest(
      url,
      {
        method: 'POST',
        localAddress: source,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          ...localAppCheckHeader(),
          ...(forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor }),
        },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            error?: { details?: { reason?: string } };
          };
          resolve(`${answer.statusCode} ${parsed.error?.details?.reason ?? 'answered'}`);
        });
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

/**
 * Every call claims another sender: an invented address, a chain of them, or the local edge's own
 * address, which is the one a caller would forge to be read past.
 */
const spoofed = (index: number) =>
  [
    `203.0.113.${index}`,
    `198.51.100.${index}, 203.0.113.${index}`,
    `203.0.113.${index}, ${LOCAL_EDGE_ADDRESS}`,
    `2001:db8::${index}, ${LOCAL_EDGE_ADDRESS}, 192.0.2.${index}`,
  ][index % 4];

/** CALLS checks of different names (so only the per-caller limit can bite) from `source`. */
async function checksFrom(
  source: string,
  url: string,
  forwardedFor: (index: number) => string | undefined,
) {
  const answers: string[] = [];
  for (let index = 0; index < CALLS; index += 1) {
    answers.push(
      await callFrom(
        source,
        url,
        { memberName: `Indirizzo ${source} ${index}` },
        forwardedFor(index),
      ),
    );
  }
  return answers;
}

const expected = Array.from({ length: CALLS }, (_, index) =>
  index < LIMIT ? '200 answered' : '429 RATE_LIMITED',
);

Object.entries(paths).forEach(([path, url], pathIndex) => {
  test(`${CALLS} calls with ${CALLS} spoofed addresses ${path} are refused like ${CALLS} honest ones`, async () => {
    const honest = await checksFrom(`127.0.${40 + pathIndex}.1`, url, () => undefined);
    const lying = await checksFrom(`127.0.${40 + pathIndex}.2`, url, spoofed);
    expect(honest).toEqual(expected);
    expect(lying).toEqual(expected);
  });
});
