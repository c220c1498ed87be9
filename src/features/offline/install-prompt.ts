import { useSyncExternalStore } from 'react';
import { externalState } from './external-state';

/** Chromium's install offer (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const offer = externalState<BeforeInstallPromptEvent | null>(null);
let listening = false;

/**
 * Keeps the browser's install offer for our own button instead of its mini-infobar. Started from
 * main.tsx because the browser may make the offer before the page has hydrated.
 */
export function captureInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer.set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => offer.set(null));
}

/** Shows the browser's install dialog; an offer can be used once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed'> {
  const event = offer.get();
  if (!event) return 'dismissed';
  offer.set(null);
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome;
}

const noOffer = () => null;

/** Whether the browser currently offers to install the site as an app. */
export function useInstallOffer(): boolean {
  return useSyncExternalStore(offer.subscribe, offer.get, noOffer) !== null;
}
