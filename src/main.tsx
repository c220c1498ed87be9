import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { activateLocale } from './i18n/i18n';
import { readStoredLocale } from './i18n/language-storage';
import './styles.css';

async function start() {
  const locale = readStoredLocale();
  // Activate before the first render so no text flashes in the wrong language.
  await activateLocale(locale);
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(
    <StrictMode>
      <App initialLocale={locale} />
    </StrictMode>,
  );
}

void start();
