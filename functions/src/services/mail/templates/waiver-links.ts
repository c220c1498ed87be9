import type { ParticipantWaiverLink } from '@/domain/api/participant-waiver';
import type { Locale } from '@/domain/locale';
import type { WaiverState } from '@/domain/waiver';
import { heading, itemList, paragraph, type ListItem, type SafeHtml } from '../html';

interface Copy {
  heading: string;
  howTo: string;
  sign: string;
  unnamed: (position: number) => string;
  state: Record<WaiverState, string>;
}

const COPY: Record<Locale, Copy> = {
  it: {
    heading: 'Liberatorie dei partecipanti',
    howTo:
      'Ogni partecipante firma la propria liberatoria prima del tour: inoltra a ciascuno il suo link (per esempio su WhatsApp), oppure potrà firmarla al punto di ritrovo.',
    sign: 'Firma la liberatoria',
    unnamed: (position: number) => `Partecipante ${position}`,
    state: {
      signed: 'firmata',
      guardian_signed: 'firmata dal genitore o tutore',
      missing: 'da firmare',
    },
  },
  en: {
    heading: "Participants' waivers",
    howTo:
      'Each participant signs their own waiver before the tour: forward each one their link (by WhatsApp, for instance), or they can sign it at the meeting point.',
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
    html: [heading(copy.heading), paragraph(copy.howTo), itemList(items)],
    text: [`${copy.heading}:`, copy.howTo, ...lines].join('\n'),
  };
}
