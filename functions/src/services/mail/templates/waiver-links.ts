import type { ParticipantWaiverLink } from '@/domain/api/participant-waiver';
import type { WaiverActivity } from '@/domain/api/waiver';
import type { Locale } from '@/domain/locale';
import type { WaiverState } from '@/domain/waiver';
import { heading, itemList, paragraph, type ListItem, type SafeHtml } from '../html';

interface Copy {
  heading: Record<WaiverActivity, string>;
  howTo: Record<WaiverActivity, string>;
  sign: string;
  unnamed: (position: number) => string;
  state: Record<WaiverState, string>;
}

const COPY: Record<Locale, Copy> = {
  it: {
    heading: { tour: 'Liberatorie dei partecipanti', rental: 'Liberatorie di chi pedala' },
    howTo: {
      tour: 'Ogni partecipante firma la propria liberatoria prima del tour: inoltra a ciascuno il suo link (per esempio su WhatsApp), oppure potrà firmarla al punto di ritrovo.',
      rental:
        'Ognuno firma la propria liberatoria prima del ritiro delle bici (per un minore firma un genitore o tutore): inoltra a ciascuno il suo link, oppure firmerà al banco. Senza liberatoria la bici non viene consegnata.',
    },
    sign: 'Firma la liberatoria',
    unnamed: (position: number) => `Partecipante ${position}`,
    state: {
      signed: 'firmata',
      guardian_signed: 'firmata dal genitore o tutore',
      missing: 'da firmare',
    },
  },
  en: {
    heading: { tour: "Participants' waivers", rental: "Riders' waivers" },
    howTo: {
      tour: 'Each participant signs their own waiver before the tour: forward each one their link (by WhatsApp, for instance), or they can sign it at the meeting point.',
      rental:
        'Each rider signs their own waiver before picking up the bikes (a parent or guardian signs for a minor): forward each one their link, or they can sign it at the desk. No bike is handed over without a signed waiver.',
    },
    sign: 'Sign the waiver',
    unnamed: (position: number) => `Participant ${position}`,
    state: {
      signed: 'signed',
      guardian_signed: 'signed by a parent or guardian',
      missing: 'to sign',
    },
  },
};

/** The parts a mail adds for the participants' waivers: the same list in its HTML and text. */
export interface WaiverLinksBlock {
  html: SafeHtml[];
  text: string;
}

/**
 * Each participant with their own "Sign the waiver" link while it is still to sign (or their
 * state once signed), and the sentence that tells the booker how the others sign. A participant
 * left unnamed is called by their position, so the booker still knows which link is whose.
 */
export function waiverLinksBlock(
  waivers: readonly ParticipantWaiverLink[],
  locale: Locale,
  activity: WaiverActivity = 'tour',
): WaiverLinksBlock {
  const copy = COPY[locale];
  const items: ListItem[] = waivers.map((waiver) => {
    const name = waiver.name || copy.unnamed(waiver.participantIndex + 1);
    return waiver.state === 'missing' && waiver.signUrl
      ? { text: name, link: { href: waiver.signUrl, text: copy.sign } }
      : { text: `${name} (${copy.state[waiver.state]})` };
  });
  const lines = items.map(({ text, link }) =>
    link ? `- ${text}: ${link.text}\n  ${link.href}` : `- ${text}`,
  );
  return {
    html: [heading(copy.heading[activity]), paragraph(copy.howTo[activity]), itemList(items)],
    text: [`${copy.heading[activity]}:`, copy.howTo[activity], ...lines].join('\n'),
  };
}
