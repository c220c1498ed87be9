import { setupI18n, type Messages } from '@lingui/core';
import { messages as bundledItalian } from '@/locales/it.po';
import { ITALIAN_MESSAGES_GLOBAL } from './italian-messages-global';
import { DEFAULT_LOCALE, type Locale } from '@/domain/locale';

/**
 * The Italian catalogue. In development, tests and the prerender it all comes from it.po; the
 * production client build empties that import and ships each message with the chunk that uses
 * it (scripts/bundle/italian-messages-plugin.ts), so a page downloads only the messages it can
 * show. Those chunks add theirs to this same object, which Lingui reads at every lookup.
 */
const holder = globalThis as { [ITALIAN_MESSAGES_GLOBAL]?: Messages };
const italianMessages: Messages = Object.assign(
  (holder[ITALIAN_MESSAGES_GLOBAL] ??= {}),
  bundledItalian,
);

/**
 * The one Lingui instance. Italian ships with the code that uses it, so the prerendered Italian
 * HTML hydrates without waiting; English is fetched when chosen.
 */
export const i18n = setupI18n({
  locale: DEFAULT_LOCALE,
  messages: { it: italianMessages },
  missing: (locale, id) => {
    console.warn(`Missing ${locale} translation for "${id}"`);
    return id;
  },
});

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  it: () => Promise.resolve({ messages: italianMessages }),
  en: () => import('@/locales/en.po'),
};

/** A language's messages: the Italian the chunks brought, or English fetched. */
export async function messagesOf(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).messages;
}

export async function activateLocale(locale: Locale): Promise<void> {
  if (locale === i18n.locale) return;
  i18n.loadAndActivate({ locale, messages: await messagesOf(locale) });
}
