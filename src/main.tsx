import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { activateLocale } from './i18n/i18n';
import { readStoredLocale } from './i18n/language-storage';
import { DEFAULT_LOCALE } from './i18n/locales';
import { isPrerenderedFor } from './app/prerendered-root';
import { startPwa } from './features/offline/start-pwa';
import './styles.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const storedLocale = readStoredLocale();
  const router = createAppRouter();

  if (isPrerenderedFor(container, window.location.pathname)) {
    // The HTML was rendered in Italian. Hydrating in Italian keeps every prerendered node (no
    // repaint, no layout shift, no re-decoded images); a visitor who chose English then gets an
    // ordinary re-render once the English catalogue, fetched meanwhile, has arrived.
    if (storedLocale !== DEFAULT_LOCALE) void import('./locales/en.po');
    // Route components are split into chunks: load the matched ones before hydrating, otherwise
    // React would find a suspended route where the HTML has content.
    await router.load();
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} initialLocale={DEFAULT_LOCALE} preferredLocale={storedLocale} />
      </StrictMode>,
    );
    return;
  }

  // Paths without prerendered HTML (sign-in, payment results, unknown paths) get the SPA shell.
  // Activate the language first so no text flashes in the wrong one.
  await Promise.all([activateLocale(storedLocale), router.load()]);
  createRoot(container).render(
    <StrictMode>
      <App router={router} initialLocale={storedLocale} />
    </StrictMode>,
  );
}

startPwa();
void start();
