import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { activateLocale } from '@/i18n/i18n';
import { LanguageProvider } from '@/i18n/language-context';
import type { Locale } from '@/domain/locale';

/** Renders a component inside the app's language and query providers, as the site does. */
export async function renderWithProviders(
  ui: ReactElement,
  { locale = 'it', ...options }: RenderOptions & { locale?: Locale } = {},
) {
  await activateLocale(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <LanguageProvider initialLocale={locale}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </LanguageProvider>,
    options,
  );
}
