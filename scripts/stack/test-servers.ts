import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

/**
 * For the stack's tests: the servers a test starts (stand-ins and the proxies under test), each
 * closed after the test.
 */
export function serversClosedAfterEach() {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(
      servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
    );
  });
  /** Closes a listening server after the test; its port. */
  const track = (server: Server): number => {
    servers.push(server);
    return (server.address() as AddressInfo).port;
  };
  return {
    track,
    /** Listens on a free local port, closed after the test; the port. */
    async listen(server: Server): Promise<number> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return track(server);
    },
  };
}
