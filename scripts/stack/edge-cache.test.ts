import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { EdgeCache } from './edge-cache';
import { startAppendingProxy } from './front-proxies';
import { requestAnswer } from './request-text';
import { serversClosedAfterEach } from './test-servers';

const servers = serversClosedAfterEach();

/** A stand-in for the Hosting emulator: hashed files immutable, the rest not; counts what it serves. */
async function hosting(): Promise<{ port: number; served: string[] }> {
  const served: string[] = [];
  const server = createServer((incoming, answer) => {
    const url = incoming.url ?? '';
    served.push(`${incoming.headers['accept-encoding'] ?? '-'} ${url}`);
    if (url === '/assets/missing.js') {
      answer.writeHead(404, { 'Cache-Control': 'public, max-age=31536000, immutable' });
      answer.end('not found');
      return;
    }
    const immutable = url.startsWith('/assets/');
    answer.writeHead(200, {
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Content-Type': 'text/javascript',
      'X-Content-Type-Options': 'nosniff',
    });
    // Written in two pieces, so the answer goes out chunked as a compressed one does.
    answer.write(`${url} for `);
    answer.end(incoming.headers['accept-encoding'] ?? 'identity');
  });
  return { port: await servers.listen(server), served };
}

function get(port: number, path: string, headers: Record<string, string> = {}) {
  return requestAnswer({ host: '127.0.0.1', port, path, headers });
}

async function edgeBefore(backend: { port: number }): Promise<number> {
  return servers.track(
    await startAppendingProxy(0, backend.port, (peer) => [peer], new EdgeCache()),
  );
}

describe('the local edge cache', () => {
  it('serves an immutable file again without asking Hosting, per accepted encoding', async () => {
    const backend = await hosting();
    const edge = await edgeBefore(backend);
    const br = { 'Accept-Encoding': 'gzip, br' };
    const first = await get(edge, '/assets/index-Ab12.js', br);
    const again = await get(edge, '/assets/index-Ab12.js', br);
    const gzipOnly = await get(edge, '/assets/index-Ab12.js', { 'Accept-Encoding': 'gzip' });

    expect(backend.served).toEqual([
      'gzip, br /assets/index-Ab12.js',
      'gzip /assets/index-Ab12.js',
    ]);
    expect(again.body).toBe('/assets/index-Ab12.js for gzip, br');
    expect(gzipOnly.body).toBe('/assets/index-Ab12.js for gzip');
    for (const header of ['cache-control', 'content-type', 'x-content-type-options']) {
      expect(again.headers[header], header).toBe(first.headers[header]);
    }
    // Kept whole: its length said once, not sent chunked.
    expect(first.headers['transfer-encoding']).toBe('chunked');
    expect(again.headers['transfer-encoding']).toBeUndefined();
    expect(again.headers['content-length']).toBe(String(again.body.length));
  });

  it('asks Hosting for everything else: other files, errors, conditional and ranged requests', async () => {
    const backend = await hosting();
    const edge = await edgeBefore(backend);
    await get(edge, '/assets/app-Cd34.js');
    for (let round = 0; round < 2; round += 1) {
      expect((await get(edge, '/tour')).body).toBe('/tour for identity');
      expect((await get(edge, '/assets/missing.js')).status).toBe(404);
      await get(edge, '/assets/app-Cd34.js', { 'If-None-Match': '"v1"' });
      await get(edge, '/assets/app-Cd34.js', { Range: 'bytes=0-3' });
    }

    expect(backend.served).toHaveLength(1 + 2 * 4);
    expect(backend.served.filter((line) => line === '- /assets/app-Cd34.js')).toHaveLength(5);
  });
});
