import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function isOnline(): boolean {
  return navigator.onLine;
}

// Prerendered HTML and the first hydration render assume a connection; React then re-renders with
// the browser's real state, so an offline visit never mismatches the server's markup.
function isOnlineOnServer(): boolean {
  return true;
}

/**
 * Whether the browser believes it has a network connection. `false` is reliable (no network at
 * all); `true` only means a network exists, so callers still handle failed requests.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, isOnlineOnServer);
}
