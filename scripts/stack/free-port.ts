import { createServer } from 'node:net';
import { HOST } from './ports';

/** A port nothing listens on right now, for a private emulator beside the local stack's. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}
