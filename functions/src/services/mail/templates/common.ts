import { ASSOCIATION } from '@/content/association';

export type MailLocale = 'it' | 'en';

/** The association as mails name it: the same details the site's footer shows. */
export const SENDER = {
  name: ASSOCIATION.name,
  legalName: ASSOCIATION.legalName,
} as const;

export const LANGUAGE_NAMES: Record<MailLocale, string> = { it: 'Italiano', en: 'Inglese' };

/** The closing lines of every mail to a visitor; replying reaches the association's inbox. */
export function signature(locale: MailLocale): string[] {
  return [
    locale === 'it' ? 'A presto,' : 'See you soon,',
    ASSOCIATION.legalName,
    `${locale === 'it' ? 'Tel.' : 'Phone'} ${ASSOCIATION.phoneDisplay} · ${ASSOCIATION.email}`,
  ];
}
