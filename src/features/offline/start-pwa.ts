import { captureInstallPrompt } from './install-prompt';

/** The one call from main.tsx: listen for the install offer and register the service worker. */
export function startPwa(): void {
  captureInstallPrompt();
  // Registration waits for the page's load event anyway: its code need not be in the first load.
  void import('./service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
}
