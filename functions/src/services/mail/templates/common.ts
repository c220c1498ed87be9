import { ASSOCIATION } from '@/content/association';

import type { Locale } from '@/domain/locale';

/** The association as mails name it: the same details the site's footer shows. */
export const SENDER = {
  name: ASSOCIATION.name,
  legalName: ASSOCIATION.legalName,
} as const;

export const LANGUAGE_NAMES: Record<Locale, string> = { it: 'Italiano', en: 'Inglese' };

/** The closing lines of every mail to a visitor; replying reaches the association's inbox. */
export function signature(locale: Locale): string[] {
  return [
    locale === 'it' ? 'A presto,' : 'See you soon,',
    ASSOCIATION.legalName,
    `${locale === 'it' ? 'Tel.' : 'Phone'} ${ASSOCIATION.phoneDisplay} · ${ASSOCIATION.email}`,
  ];
}
