import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { appendForwardedFor, startAppendingProxy } from './front-proxies';
import { requestText } from './request-text';
import { serversClosedAfterEach } from './test-servers';

const servers = serversClosedAfterEach();

/** A backend that answers with the X-Forwarded-For it received; its port. */
function echoForwardedFor(): Promise<number> {
  const server = createServer((incoming, answer) => {
    answer.end(incoming.headers['x-forwarded-for'] ?? '');
  });
  return servers.listen(server);
}

function get(port: number, source: string, forwardedFor?: string) {
  return requestText({
    host: '127.0.0.1',
    port,
    localAddress: source,
    headers: forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor },
  });
}

describe('a local front end', () => {
  it('appends after whatever the caller wrote, never replacing it', () => {
    expect(appendForwardedFor(undefined, ['127.0.0.1'])).toBe('127.0.0.1');
    expect(appendForwardedFor(' 1.2.3.4 ', ['127.0.0.1', '127.0.0.2'])).toBe(
      '1.2.3.4, 127.0.0.1, 127.0.0.2',
    );
    expect(appendForwardedFor(['1.2.3.4', '5.6.7.8'], ['127.0.0.1'])).toBe(
      '1.2.3.4, 5.6.7.8, 127.0.0.1',
    );
  });

  it('appends the socket’s own address, as Google’s front end and Hosting’s edge do', async () => {
    const backend = await echoForwardedFor();
    const frontEnd = servers.track(
      await startAppendingProxy(0, backend, (peer) => [peer, '127.0.0.2']),
    );
    expect(await get(frontEnd, '127.0.0.9', '203.0.113.7')).toBe(
      '203.0.113.7, 127.0.0.9, 127.0.0.2',
    );
    expect(await get(frontEnd, '127.0.0.10')).toBe('127.0.0.10, 127.0.0.2');
  });
});
