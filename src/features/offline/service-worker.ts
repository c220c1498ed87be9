/// <reference types="vite-plugin-pwa/vanillajs" />
import { useSyncExternalStore } from 'react';
import { externalState } from './external-state';

interface ServiceWorkerState {
  /** Everything is cached: the site now opens without a connection. */
  offlineReady: boolean;
  /** A new version is installed and waits for the visitor's consent. */
  needRefresh: boolean;
  /** The visitor said yes: the page reloads once the new version has taken over. */
  updating: boolean;
}

const INITIAL: ServiceWorkerState = { offlineReady: false, needRefresh: false, updating: false };
const state = externalState<ServiceWorkerState>(INITIAL);
const patch = (changes: Partial<ServiceWorkerState>) => state.set({ ...state.get(), ...changes });

/** An installed app may stay open for days: look for a new version at most this often. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let activateWaitingWorker: (() => Promise<void>) | undefined;
let started = false;

/**
 * Registers the service worker (after the page has loaded; workbox-window waits for it). A new
 * version never takes over by itself: it waits until the visitor accepts the prompt, then every
 * open page reloads into it, so no page ever runs a mix of old and new code.
 */
export async function registerServiceWorker(): Promise<void> {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  const { registerSW } = await import('virtual:pwa-register');
  activateWaitingWorker = registerSW({
    onNeedRefresh: () => {
      // Whichever open page gets the visitor's consent, every page reloads once the new version
      // controls it: none keeps running old code against the new cache. (workbox-window's own
      // reload skips a page that was not controlled when it registered, i.e. a first visit.)
      navigator.serviceWorker.addEventListener('controllerchange', reloadIntoNewVersion, {
        once: true,
      });
      patch({ needRefresh: true });
    },
    onNeedReload: reloadIntoNewVersion,
    onOfflineReady: () => patch({ offlineReady: true }),
    onRegisteredSW: (_url, registration) => {
      if (registration) checkForUpdatesWhenVisible(registration);
    },
    onRegisterError: (error: unknown) => console.warn('Service worker not registered', error),
  });
}

function checkForUpdatesWhenVisible(registration: ServiceWorkerRegistration) {
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    const due = Date.now() - lastCheck > UPDATE_CHECK_INTERVAL_MS;
    if (document.visibilityState !== 'visible' || !navigator.onLine || !due) return;
    lastCheck = Date.now();
    registration.update().catch(() => {
      // Offline or the server is unreachable: the next visit checks again.
    });
  });
}

let reloading = false;

function reloadIntoNewVersion() {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/** The visitor accepted the new version: activate it; the page reloads when it takes control. */
export async function applyUpdate(): Promise<void> {
  patch({ updating: true });
  await activateWaitingWorker?.();
}

export function dismissUpdate(): void {
  patch({ needRefresh: false });
}

export function dismissOfflineReady(): void {
  patch({ offlineReady: false });
}

const onServer = () => INITIAL;

export function useServiceWorkerState(): ServiceWorkerState {
  return useSyncExternalStore(state.subscribe, state.get, onServer);
}
