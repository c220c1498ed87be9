import { request, type IncomingHttpHeaders, type RequestOptions } from 'node:http';

/** A whole answer to a plain node:http request, its body read as text. */
export interface TextAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A plain node:http GET, answered whole: for the stack's tests that need what fetch cannot give
 * (a chosen local address, a Unix socket, the Accept-Encoding sent as written).
 */
export function requestAnswer(options: RequestOptions): Promise<TextAnswer> {
  return new Promise((resolve, reject) => {
    const call = request(options, (answer) => {
      let body = '';
      answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

/** The body of a plain node:http GET, as text. */
export async function requestText(options: RequestOptions): Promise<string> {
  return (await requestAnswer(options)).body;
}
