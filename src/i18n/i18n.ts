import { setupI18n } from '@lingui/core';
import { messages as italianMessages } from '../locales/it.po';
import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * The one Lingui instance. Italian ships with the first load so the prerendered Italian HTML
 * hydrates without waiting; English is fetched when chosen.
 */
export const i18n = setupI18n({
  locale: DEFAULT_LOCALE,
  messages: { it: italianMessages },
  missing: (locale, id) => {
    console.warn(`Missing ${locale} translation for "${id}"`);
    return id;
  },
});

const loaders: Record<Locale, () => Promise<{ messages: typeof italianMessages }>> = {
  it: () => Promise.resolve({ messages: italianMessages }),
  en: () => import('../locales/en.po'),
};

export async function activateLocale(locale: Locale): Promise<void> {
  if (locale === i18n.locale) return;
  const { messages } = await loaders[locale]();
  i18n.loadAndActivate({ locale, messages });
}
