import { createServer, type AddressInfo, type Socket } from 'node:net';
import { simpleParser, type HeaderValue } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';

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
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom;
        void parseMessage(raw).then(
          (parsed) => {
            mails.push({
              envelopeFrom: from ? from.address : '',
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw,
              ...parsed,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    mails,
    async waitForMails(count, timeoutMs = 15_000) {
      await vi.waitFor(
        () => {
          if (mails.length < count) throw new Error(`Expected ${count} mails, got ${mails.length}`);
        },
        { timeout: timeoutMs, interval: 20 },
      );
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

/** The header as a test reads it: addresses as written ('Name <a@b>'), other values as text. */
function headerText(value: HeaderValue): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toUTCString();
  if (Array.isArray(value)) return value.map(headerText).join(', ');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('value' in value && typeof value.value === 'string') return value.value;
  return String(value);
}

async function parseMessage(
  raw: string,
): Promise<Pick<CaughtMail, 'headers' | 'subject' | 'text' | 'html'>> {
  const parsed = await simpleParser(raw);
  const headers: Record<string, string> = {};
  for (const [name, value] of parsed.headers) headers[name] = headerText(value);
  return {
    headers,
    subject: parsed.subject ?? '',
    text: (parsed.text ?? '').replace(/\n$/, ''),
    html: typeof parsed.html === 'string' ? parsed.html : '',
  };
}
