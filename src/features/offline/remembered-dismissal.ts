import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
/** Closed notices where storage is blocked (private mode): closed for this page's life. */
const sessionDismissals = new Set<string>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readFlag(key: string): boolean {
  try {
    return globalThis.localStorage?.getItem(key) === 'dismissed';
  } catch {
    return false;
  }
}

/**
 * A notice the visitor closed stays closed on later visits (localStorage). Where storage is
 * blocked it stays closed for this page only. Hidden while prerendering, so nothing flashes.
 */
export function useRememberedDismissal(key: string): [dismissed: boolean, dismiss: () => void] {
  const dismissed = useSyncExternalStore(
    subscribe,
    () => readFlag(key),
    () => true,
  );
  const dismiss = useCallback(() => {
    try {
      globalThis.localStorage?.setItem(key, 'dismissed');
    } catch {
      sessionDismissals.add(key);
    }
    for (const listener of listeners) listener();
  }, [key]);
  return [dismissed || sessionDismissals.has(key), dismiss];
}
