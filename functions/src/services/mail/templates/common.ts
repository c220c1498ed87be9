export type MailLocale = 'it' | 'en';

/**
 * The association as mails name it. Functions share only src/domain with the web app (lint rule),
 * so these few words are repeated from src/content/association.ts.
 */
export const SENDER = {
  name: 'Valpolicella E-Bike Tours',
  legalName: 'A.S.D. Valpolicella E-Bike Tours',
} as const;

export const LANGUAGE_NAMES: Record<MailLocale, string> = { it: 'Italiano', en: 'Inglese' };

/** The closing lines of every mail to a visitor; replying reaches the association's inbox. */
export function signature(locale: MailLocale): string[] {
  return [locale === 'it' ? 'A presto,' : 'See you soon,', SENDER.legalName];
}
