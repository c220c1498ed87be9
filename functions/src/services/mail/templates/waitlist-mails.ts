import { formatLongDate, formatMoment } from '@/domain/format';
import type { Locale } from '@/domain/locale';
import { TOURS, type TourId } from '@/domain/tours';
import type { MailMessage } from '../types';
import { fieldsBlock, inlineLinkBlock, paragraphBlock, personalMail } from './mail-layout';

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
    tour: 'Tour',
    date: 'Data',
    seats: 'Posti',
    joined: {
      subject: (tour: string, date: string) => `Conferma la lista d'attesa: ${tour}, ${date}`,
      intro:
        "hai chiesto di entrare in lista d'attesa per questa data. Conferma entro 24 ore con il link qui sotto: finché non confermi non sei in lista e non ricevi offerte.",
      then: "Poi, se si liberano abbastanza posti per il tuo gruppo, ti scriviamo subito e te li teniamo da parte per qualche ora: il primo in lista a cui bastano i posti liberi riceve l'offerta.",
      notYou:
        'Non sei stato tu? Ignora questa e-mail: senza conferma la richiesta si cancella da sola.',
      confirm: "Conferma la lista d'attesa",
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
    tour: 'Tour',
    date: 'Date',
    seats: 'Seats',
    joined: {
      subject: (tour: string, date: string) => `Confirm the waiting list: ${tour}, ${date}`,
      intro:
        'you asked to join the waiting list for this date. Confirm within 24 hours with the link below: until you do, you are not on the list and get no offers.',
      then: 'Then, if enough seats free up for your group, we write to you at once and hold them for you for a few hours: the first in line whose group fits the free seats gets the offer.',
      notYou: 'Not you? Ignore this e-mail: without confirmation the request is deleted by itself.',
      confirm: 'Confirm the waiting list',
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
  return personalMail(
    { name: entry.name, address: entry.email, locale: entry.locale },
    {
      subject,
      body: [
        ...lines.map(paragraphBlock),
        fieldsBlock(rowsOf(entry)),
        ...links.map(({ href, text }) => inlineLinkBlock(text, href)),
      ],
    },
  );
}

/**
 * The first mail: the link that confirms the entry (only then is it in line), and the one that
 * leaves the list. Whoever typed someone else's address gets nothing from it.
 */
export function composeWaitlistJoinedMail(
  entry: WaitlistMailEntry,
  urls: { confirm: string; leave: string },
): MailMessage {
  const copy = COPY[entry.locale];
  const tour = TOURS[entry.tourId].displayName;
  return compose(
    entry,
    copy.joined.subject(tour, formatLongDate(entry.date, entry.locale)),
    [copy.joined.intro, copy.joined.then],
    [
      { href: urls.confirm, text: copy.joined.confirm },
      { href: urls.leave, text: `${copy.joined.notYou} ${copy.leaveIntro} ${copy.leave}` },
    ],
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
