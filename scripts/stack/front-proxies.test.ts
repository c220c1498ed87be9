import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { appendForwardedFor, startAppendingProxy } from './front-proxies';
import { requestText } from './request-text';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

const portOf = (server: Server) => (server.address() as AddressInfo).port;

/** A backend that answers with the X-Forwarded-For it received. */
async function echoForwardedFor(): Promise<Server> {
  const server = createServer((incoming, answer) => {
    answer.end(incoming.headers['x-forwarded-for'] ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return server;
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
    const frontEnd = await startAppendingProxy(0, portOf(backend), (peer) => [peer, '127.0.0.2']);
    servers.push(frontEnd);
    expect(await get(portOf(frontEnd), '127.0.0.9', '203.0.113.7')).toBe(
      '203.0.113.7, 127.0.0.9, 127.0.0.2',
    );
    expect(await get(portOf(frontEnd), '127.0.0.10')).toBe('127.0.0.10, 127.0.0.2');
  });
});
