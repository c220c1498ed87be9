import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import { EdgeCache } from './edge-cache';
import { HOST, LOCAL_EDGE_ADDRESS, PORTS } from './ports';

/** The address a request came from, as a front end writes it (IPv4 without the IPv6 mapping). */
function peerOf(request: IncomingMessage): string {
  return (request.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

/** X-Forwarded-For as received, with `appended` added at its end (never replacing a thing). */
export function appendForwardedFor(
  received: string | string[] | undefined,
  appended: string[],
): string {
  const written = (Array.isArray(received) ? received.join(', ') : (received ?? '')).trim();
  return [...(written ? [written] : []), ...appended].join(', ');
}

/**
 * A reverse proxy to `targetPort` that passes every request and answer through unchanged except
 * for X-Forwarded-For, to which it appends `appendFor(peer)`; with `edge`, what that cache keeps
 * is answered from it.
 */
export function startAppendingProxy(
  listenPort: number,
  targetPort: number,
  appendFor: (peer: string) => string[],
  edge?: EdgeCache,
): Promise<Server> {
  const server = createServer((request, response) => {
    const edgeKey = edge?.keyOf(request);
    if (edgeKey !== undefined && edge?.serve(edgeKey, response)) return;
    const headers = {
      ...request.headers,
      'x-forwarded-for': appendForwardedFor(
        request.headers['x-forwarded-for'],
        appendFor(peerOf(request)),
      ),
    };
    const upstream = forward(
      { host: HOST, port: targetPort, method: request.method, path: request.url, headers },
      (answer) => {
        if (edgeKey !== undefined) edge?.keep(edgeKey, answer);
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, HOST, () => resolve(server));
  });
}

/**
 * The two front ends production puts before the functions, so the local stack's functions read
 * the same X-Forwarded-For (docs/deploy.md, "Rate limits and the client address"):
 *
 * - Hosting's edge, at the site's address: it appends the caller, then what Google's front end
 *   appends on the next hop, the edge's own address (LOCAL_EDGE_ADDRESS); the Hosting emulator
 *   behind it serves the site and rewrites `/api/*` without touching the header. Like the CDN,
 *   it keeps the files Hosting marks immutable (edge-cache.ts).
 * - Google's front end, at the functions' address: a call straight to a function gets its caller
 *   appended.
 *
 * The emulators themselves listen on internal ports, which stand for the inside of Google's
 * network: nothing outside the stack needs them.
 */
export async function startFrontProxies(): Promise<{ stop: () => Promise<void> }> {
  const servers = [
    await startAppendingProxy(
      PORTS.hosting,
      PORTS.hostingEmulator,
      (peer) => [peer, LOCAL_EDGE_ADDRESS],
      new EdgeCache(),
    ),
    await startAppendingProxy(PORTS.functions, PORTS.functionsEmulator, (peer) => [peer]),
  ];
  return {
    stop: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}
