import type { IncomingMessage, ServerResponse } from 'node:http';

/** An answer kept at the edge: Hosting's headers (as raw name, value, name, value…) and body. */
interface KeptAnswer {
  rawHeaders: string[];
  body: Buffer;
}

/** Headers about one connection or one transfer, not about the answer: written anew each time. */
const PER_TRANSFER = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * Hosting's CDN, for what it may keep: an answer Hosting marks `immutable` (firebase.json gives
 * every file under /assets/, named by its content's hash, that header) is kept in memory per
 * address and accepted encodings, as the CDN varies it, and served again without asking Hosting.
 * Each script chunk is then read and compressed by the emulator once, not once per end-to-end
 * test (every test's fresh browser fetches them all again: 9,500 of a run's 13,000 requests).
 * Conditional and ranged requests, and every other answer, go to Hosting as before.
 */
export class EdgeCache {
  private readonly kept = new Map<string, KeptAnswer>();

  /** The key a request's answer is kept under, or undefined when only Hosting may answer it. */
  keyOf({ method, url, headers }: IncomingMessage): string | undefined {
    const conditional = headers['if-none-match'] ?? headers['if-modified-since'] ?? headers.range;
    if (method !== 'GET' || conditional !== undefined) return undefined;
    return `${headers['accept-encoding'] ?? ''} ${url}`;
  }

  /** Answers from memory; false when nothing is kept under the key. */
  serve(key: string, response: ServerResponse): boolean {
    const answer = this.kept.get(key);
    if (answer === undefined) return false;
    response.writeHead(200, [...answer.rawHeaders, 'content-length', String(answer.body.length)]);
    response.end(answer.body);
    return true;
  }

  /** Keeps Hosting's answer as it passes, if Hosting marked it immutable and it arrives whole. */
  keep(key: string, answer: IncomingMessage): void {
    const cacheControl = answer.headers['cache-control'] ?? '';
    if (answer.statusCode !== 200 || !/\bimmutable\b/.test(cacheControl)) return;
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('end', () => {
      if (!answer.complete) return;
      const rawHeaders: string[] = [];
      for (let index = 0; index < answer.rawHeaders.length; index += 2) {
        const [name, value] = answer.rawHeaders.slice(index, index + 2) as [string, string];
        if (!PER_TRANSFER.has(name.toLowerCase())) rawHeaders.push(name, value);
      }
      this.kept.set(key, { rawHeaders, body: Buffer.concat(chunks) });
    });
  }
}
