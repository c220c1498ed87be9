import { RouterProvider } from '@tanstack/react-router';
import { LanguageProvider } from '@/i18n/language-context';
import type { Locale } from '@/domain/locale';
import { SessionProvider } from '@/lib/auth/session-context';
import type { AppRouter } from './router';

interface AppProps {
  /** Created and loaded by the caller, so prerender and hydration see the same resolved route. */
  router: AppRouter;
  /** The language of the first render; its catalogue must be loaded already. */
  initialLocale: Locale;
}

export function App({ router, initialLocale }: AppProps) {
  return (
    <LanguageProvider initialLocale={initialLocale}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </LanguageProvider>
  );
}
