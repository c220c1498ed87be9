import type { Locale } from '../../src/domain/locale';
import { ENGLISH_CHOICE_FOLDER, LOCALIZED_ROOT } from '../../src/i18n/english-choice';
import { addressLocale, localeAddress } from '../../src/i18n/locale-address';
import { pageFile } from './routes';

export { LOCALIZED_ROOT };

export interface LocalizedPage {
  /** The route's own path (the spec's address). */
  path: string;
  /** The address the page is rendered for (and served at, for the first two kinds). */
  address: string;
  locale: Locale;
  /** Where it is written in the build, relative to its root. */
  file: string;
}

/**
 * The three copies of each content route: Italian at its address, English at its `/en` address,
 * and English for its Italian address, in the folder Hosting's i18n rewrites serve from to a
 * visitor who chose English (src/i18n/english-choice.ts). The third keeps its links on the
 * spec's addresses; its canonical URL is the `/en` address, of which it is a copy.
 */
export function localizedPages(paths: readonly string[]): LocalizedPage[] {
  return paths.flatMap((path) => [
    { path, address: path, locale: 'it' as const, file: pageFile(path) },
    {
      path,
      address: localeAddress(path, 'en'),
      locale: 'en' as const,
      file: englishAddressFile(path),
    },
    { path, address: path, locale: 'en' as const, file: englishChoiceFile(path) },
  ]);
}

export function englishAddressFile(path: string): string {
  return pageFile(localeAddress(path, 'en'));
}

export function englishChoiceFile(path: string): string {
  return `${LOCALIZED_ROOT}/${ENGLISH_CHOICE_FOLDER}/${pageFile(path)}`;
}

/** index.html in the page's language: `<html lang>` is what screen readers and crawlers read. */
export function templateIn(template: string, locale: Locale): string {
  const html = template.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
  if (!html.includes(`<html lang="${locale}"`)) throw new Error('index.html has no <html lang>');
  return html;
}

/** How a copy is named in reports: its address, and the language where the address has another. */
export function pageLabel({ address, locale }: LocalizedPage): string {
  return addressLocale(address) === locale ? address : `${address} (${locale})`;
}
