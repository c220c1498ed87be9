import type { Locale } from '@/domain/locale';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import {
  fieldTable,
  heading,
  htmlDocument,
  inlineImage,
  linkParagraph,
  paragraph,
  textTable,
  type SafeHtml,
} from '../html';
import type { MailAddress, MailAttachment, MailMessage } from '../types';
import { signature } from './common';

/**
 * One part of a mail's body, as the text part and the HTML part each say it. Either may be left
 * out: the ticket's QR code, for one, is a picture only the HTML part can show.
 */
export interface MailBlock {
  text?: string;
  html?: readonly SafeHtml[];
}

/** A paragraph, the same in both parts. */
export function paragraphBlock(text: string): MailBlock {
  return { text, html: [paragraph(text)] };
}

/** Label/value rows: a table in HTML, `label: value` lines in text. */
export function fieldsBlock(
  rows: ReadonlyArray<readonly [label: string, value: string]>,
): MailBlock {
  return { text: textTable(rows), html: [fieldTable(rows)] };
}

/** A titled section: a heading in HTML, `Title:` on the line before the text in text. */
export function sectionBlock(title: string, text: string): MailBlock {
  return { text: `${title}:\n${text}`, html: [heading(title), paragraph(text)] };
}

/** A heading only the HTML part shows: the text part reads on without it. */
export function headingBlock(title: string): MailBlock {
  return { html: [heading(title)] };
}

/** A link under its label, and a line on what it is for where the mail gives one. */
export function linkBlock(label: string, href: string, hint?: string): MailBlock {
  return hint === undefined
    ? { text: `${label}:\n${href}`, html: [linkParagraph(href, label)] }
    : { text: `${label}:\n${href}\n${hint}`, html: [linkParagraph(href, label), paragraph(hint)] };
}

/** A link on the same line as its label in the text part (`label: href`). */
export function inlineLinkBlock(label: string, href: string): MailBlock {
  return { text: `${label}: ${href}`, html: [linkParagraph(href, label)] };
}

/** How a mail that carries the ticket names it and says how to use it. */
export interface TicketWords {
  ticket: string;
  ticketHint: string;
  ticketAlt: string;
}

/** The ticket's QR code among a mail's attachments: the one shown inline by `cid:`. */
export function ticketQrCode(attachments: readonly MailAttachment[]): MailAttachment | undefined {
  return attachments.find((attachment) => attachment.cid);
}

/**
 * The ticket: in HTML its QR code (attached, shown inline by `cid:`) under its title with how to
 * use it; the text part, which cannot show the picture, says only how to use it.
 */
export function ticketBlock(words: TicketWords, attachments: readonly MailAttachment[]): MailBlock {
  const qr = ticketQrCode(attachments);
  return {
    text: `${words.ticket}:\n${words.ticketHint}`,
    html: qr?.cid
      ? [
          heading(words.ticket),
          inlineImage(qr.cid, words.ticketAlt, 240),
          paragraph(words.ticketHint),
        ]
      : [],
  };
}

/** A mail as its template fills it: the layout adds the rest. */
export interface MailContent {
  subject: string;
  body: readonly MailBlock[];
  attachments?: readonly MailAttachment[];
}

interface Layout extends MailContent {
  /** Who it goes to, and where a reply goes. */
  envelope: { to: readonly MailAddress[]; replyTo?: MailAddress };
  /** The language the mail is written in: the HTML's `lang`. */
  locale: Locale;
  /** The first line ("Ciao Giulia,"), when the mail greets someone. */
  greeting?: string;
  /** The last lines, together in one paragraph (the association's signature). */
  closing?: readonly string[];
}

/**
 * The one layout of every mail the functions write: the envelope, the HTML document in the mail's
 * language with the subject as its title, the greeting, the body's blocks, the closing, and the
 * attachments. The text part is the same blocks, one blank line apart.
 */
export function layoutMail(layout: Layout): MailMessage {
  const { envelope, locale, subject, greeting, body, closing = [], attachments = [] } = layout;
  const texts = [
    ...(greeting === undefined ? [] : [greeting]),
    ...body.flatMap((block) => (block.text === undefined ? [] : [block.text])),
    ...(closing.length > 0 ? [closing.join('\n')] : []),
  ];
  const blocks = [
    ...(greeting === undefined ? [] : [paragraph(greeting)]),
    ...body.flatMap((block) => block.html ?? []),
    ...(closing.length > 0 ? [paragraph(closing.join('\n'))] : []),
  ];
  return {
    to: [...envelope.to],
    ...(envelope.replyTo ? { replyTo: envelope.replyTo } : {}),
    subject,
    text: texts.join('\n\n'),
    html: htmlDocument(locale, subject, blocks),
    ...(attachments.length > 0 ? { attachments: [...attachments] } : {}),
  };
}

const GREETING: Record<Locale, (name: string) => string> = {
  it: (name) => `Ciao ${name},`,
  en: (name) => `Hello ${name},`,
};

/** A booking mail's content, with lines the closing starts with before the signature. */
export interface BookingMailContent extends MailContent {
  closingLines?: readonly string[];
}

/**
 * A mail to one person, in their language: greeted by name, signed by the association (replying
 * reaches its inbox).
 */
export function personalMail(
  person: { name: string; address: string; locale: Locale },
  { closingLines = [], ...content }: BookingMailContent,
): MailMessage {
  return layoutMail({
    ...content,
    envelope: { to: [{ name: person.name, address: person.address }] },
    locale: person.locale,
    greeting: GREETING[person.locale](person.name),
    closing: [...closingLines, ...signature(person.locale)],
  });
}

/** A mail to the person who booked, in the booking's language. */
export function bookingMail(
  booking: Pick<BookingDoc, 'customerName' | 'customerEmail' | 'locale'>,
  content: BookingMailContent,
): MailMessage {
  const { customerName: name, customerEmail: address, locale } = booking;
  return personalMail({ name, address, locale }, content);
}
