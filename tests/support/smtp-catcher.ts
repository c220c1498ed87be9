import { createServer, type AddressInfo, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as an SMTP server received it: the envelope, decoded headers and decoded body parts. */
export interface CaughtMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  /** Lower-cased header names; values unfolded and with encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpCatcher {
  port: number;
  mails: CaughtMail[];
  /** Resolves once `count` mails have arrived (fails after `timeoutMs`). */
  waitForMails: (count: number, timeoutMs?: number) => Promise<CaughtMail[]>;
  stop: () => Promise<void>;
}

/** A real SMTP server in this process on a free port, keeping what it receives. */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom;
        mails.push({
          envelopeFrom: from ? from.address : '',
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          ...parseMessage(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    mails,
    async waitForMails(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} mails, got ${mails.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return mails;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on: connecting is refused at once, as with an SMTP server that is down. */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A server that accepts connections and never answers, as a hanging SMTP server does. */
export async function startSilentServer(): Promise<{ port: number; stop: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function parseMessage(raw: string): Pick<CaughtMail, 'headers' | 'subject' | 'text' | 'html'> {
  const { headers, body } = splitHeaders(raw);
  const parts: Record<string, string> = {};
  collectParts(headers, body, parts);
  return {
    headers,
    subject: headers.subject ?? '',
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
  };
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(
        line.slice(colon + 1).trim(),
      );
    }
  }
  return { headers, body };
}

function collectParts(
  headers: Record<string, string>,
  body: string,
  parts: Record<string, string>,
) {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break;
      const part = splitHeaders(section.replace(/^\r\n/, ''));
      collectParts(part.headers, part.body, parts);
    }
    return;
  }
  const mime = (type.split(';')[0] ?? '').trim().toLowerCase();
  // SMTP carries CRLF line ends; tests compare with the LF text they sent.
  parts[mime] = decodeBody(
    body.replace(/\r\n$/, ''),
    headers['content-transfer-encoding'] ?? '',
  ).replace(/\r\n/g, '\n');
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.replace(/=\r\n/g, ''));
    default:
      return body;
  }
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < value.length; index += 1) {
    const char = value.charAt(index);
    const hex = value.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=); whitespace between two is dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
