import { formatLongDate, formatMoment } from '@/domain/format';
import type { Locale } from '@/domain/locale';
import { TOURS, type TourId } from '@/domain/tours';
import { fieldTable, htmlDocument, linkParagraph, paragraph, textTable } from '../html';
import type { MailMessage } from '../types';
import { signature } from './common';

/** Who is waiting for what, as the waiting-list mails name it. */
export interface WaitlistMailEntry {
  tourId: TourId;
  date: string;
  name: string;
  email: string;
  partySize: number;
  locale: Locale;
}

const COPY = {
  it: {
    greeting: (name: string) => `Ciao ${name},`,
    tour: 'Tour',
    date: 'Data',
    seats: 'Posti',
    joined: {
      subject: (tour: string, date: string) => `Sei in lista d'attesa: ${tour}, ${date}`,
      intro: (position: number) =>
        `sei in lista d'attesa per questa data (${position === 1 ? 'sei il primo' : `posizione ${position}`}). Se si liberano abbastanza posti per il tuo gruppo ti scriviamo subito e te li teniamo da parte per qualche ora: il primo in lista a cui bastano i posti liberi riceve l'offerta.`,
      nothingToDo: 'Non devi fare nulla finché non ricevi la nostra offerta.',
    },
    offer: {
      subject: (tour: string, date: string) => `Si è liberato un posto: ${tour}, ${date}`,
      intro: (seats: number) =>
        seats === 1
          ? 'si è liberato un posto e lo teniamo da parte per te.'
          : `si sono liberati ${seats} posti e li teniamo da parte per te.`,
      heldUntil: (until: string) =>
        `Sono riservati fino a ${until} (ora italiana): prenota e paga entro quell'ora, poi passano al prossimo in lista.`,
      book: 'Prenota i posti riservati',
    },
    leaveIntro: 'Non ti interessa più?',
    leave: 'Esci dalla lista',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    tour: 'Tour',
    date: 'Date',
    seats: 'Seats',
    joined: {
      subject: (tour: string, date: string) => `You are on the waiting list: ${tour}, ${date}`,
      intro: (position: number) =>
        `you are on the waiting list for this date (${position === 1 ? 'first in line' : `position ${position}`}). If enough seats free up for your group we write to you at once and hold them for you for a few hours: the first in line whose group fits the free seats gets the offer.`,
      nothingToDo: 'There is nothing to do until you get our offer.',
    },
    offer: {
      subject: (tour: string, date: string) => `A seat has freed up: ${tour}, ${date}`,
      intro: (seats: number) =>
        seats === 1
          ? 'a seat has freed up and we are holding it for you.'
          : `${seats} seats have freed up and we are holding them for you.`,
      heldUntil: (until: string) =>
        `They are held until ${until} (Italian time): book and pay by then, after that they pass to the next in line.`,
      book: 'Book the held seats',
    },
    leaveIntro: 'No longer interested?',
    leave: 'Leave the list',
  },
} as const;

function rowsOf(entry: WaitlistMailEntry) {
  const copy = COPY[entry.locale];
  return [
    [copy.tour, TOURS[entry.tourId].displayName],
    [copy.date, formatLongDate(entry.date, entry.locale)],
    [copy.seats, String(entry.partySize)],
  ] as const;
}

function compose(
  entry: WaitlistMailEntry,
  subject: string,
  lines: readonly string[],
  links: readonly { href: string; text: string }[],
): MailMessage {
  const copy = COPY[entry.locale];
  const rows = rowsOf(entry);
  const closing = signature(entry.locale).join('\n');
  return {
    to: [{ name: entry.name, address: entry.email }],
    subject,
    text: [
      copy.greeting(entry.name),
      ...lines,
      textTable(rows),
      ...links.map(({ href, text }) => `${text}: ${href}`),
      closing,
    ].join('\n\n'),
    html: htmlDocument(entry.locale, subject, [
      paragraph(copy.greeting(entry.name)),
      ...lines.map((line) => paragraph(line)),
      fieldTable(rows),
      ...links.map(({ href, text }) => linkParagraph(href, text)),
      paragraph(closing),
    ]),
  };
}

/** "You are on the list", with the place in line and the link that leaves it. */
export function composeWaitlistJoinedMail(
  entry: WaitlistMailEntry,
  position: number,
  leaveUrl: string,
): MailMessage {
  const copy = COPY[entry.locale];
  const tour = TOURS[entry.tourId].displayName;
  return compose(
    entry,
    copy.joined.subject(tour, formatLongDate(entry.date, entry.locale)),
    [copy.joined.intro(position), copy.joined.nothingToDo],
    [{ href: leaveUrl, text: `${copy.leaveIntro} ${copy.leave}` }],
  );
}

/**
 * The offer: seats freed on the date are held for the entry until `heldUntil` (shown in Rome
 * time), with the link that opens the booking card on them and the link that leaves the list.
 */
export function composeWaitlistOfferMail(
  entry: WaitlistMailEntry,
  heldUntil: Date,
  urls: { offer: string; leave: string },
): MailMessage {
  const copy = COPY[entry.locale];
  const tour = TOURS[entry.tourId].displayName;
  return compose(
    entry,
    copy.offer.subject(tour, formatLongDate(entry.date, entry.locale)),
    [
      copy.offer.intro(entry.partySize),
      copy.offer.heldUntil(formatMoment(heldUntil, entry.locale)),
    ],
    [
      { href: urls.offer, text: copy.offer.book },
      { href: urls.leave, text: `${copy.leaveIntro} ${copy.leave}` },
    ],
  );
}
