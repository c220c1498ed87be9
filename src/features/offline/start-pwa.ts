import { captureInstallPrompt } from './install-prompt';
import { registerServiceWorker } from './service-worker';

/** The one call from main.tsx: listen for the install offer and register the service worker. */
export function startPwa(): void {
  captureInstallPrompt();
  void registerServiceWorker();
}
