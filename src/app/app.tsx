import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { LanguageProvider } from '../i18n/language-context';
import type { Locale } from '../i18n/locales';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App({ initialLocale }: { initialLocale: Locale }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <LanguageProvider initialLocale={initialLocale}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LanguageProvider>
  );
}
