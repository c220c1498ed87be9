import { I18nProvider } from '@lingui/react';
import { createContext, use, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { activateLocale, i18n } from './i18n';
import { storeLocale } from './language-storage';
import type { Locale } from '@/domain/locale';

interface LanguageContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function LanguageProvider({
  initialLocale,
  children,
}: {
  initialLocale: Locale;
  children: ReactNode;
}) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);

  const setLocale = useCallback(async (next: Locale) => {
    await activateLocale(next);
    storeLocale(next);
    // Loaded on use: nothing of it is needed for a page's first render.
    void import('./publish-language-choice').then((choice) => choice.publishLanguageChoice(next));
    setLocaleState(next);
  }, []);

  // Screen readers and the browser's hyphenation and translation offers follow <html lang>.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LanguageContext value={value}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LanguageContext>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = use(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return value;
}
