import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LanguageProvider, useLanguage } from '../i18n/language-context';
import { SessionProvider } from '../lib/auth/session-context';
import type { Locale } from '../i18n/locales';
import type { AppRouter } from './router';

interface AppProps {
  /** Created and loaded by the caller, so prerender and hydration see the same resolved route. */
  router: AppRouter;
  /** The language of the first render: Italian whenever prerendered HTML is hydrated. */
  initialLocale: Locale;
  /** The visitor's stored language, switched to right after hydration when it differs. */
  preferredLocale?: Locale;
}

export function App({ router, initialLocale, preferredLocale = initialLocale }: AppProps) {
  return (
    <LanguageProvider initialLocale={initialLocale}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
      {preferredLocale !== initialLocale && <SwitchLanguage to={preferredLocale} />}
    </LanguageProvider>
  );
}

function SwitchLanguage({ to }: { to: Locale }) {
  const { setLocale } = useLanguage();
  useEffect(() => {
    void setLocale(to);
  }, [setLocale, to]);
  return null;
}
