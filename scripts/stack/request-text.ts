import { request, type RequestOptions } from 'node:http';

/**
 * The body of a plain node:http GET, as text: for the stack's tests that need what fetch cannot
 * give (a chosen local address, a Unix socket).
 */
export function requestText(options: RequestOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const call = request(options, (answer) => {
      let body = '';
      answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
      answer.on('end', () => resolve(body));
    });
    call.on('error', reject);
    call.end();
  });
}
