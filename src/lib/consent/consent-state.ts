/**
 * What the visitor consented to, as the cookie-consent service reported it through its callback.
 * Nothing is granted until then, and nothing ever is without a consent service: every script that
 * sets cookies (the advertising pixel, the reviews widget) waits here.
 */
export type ConsentPurpose = 'experience' | 'marketing';

const granted = new Set<ConsentPurpose>();
const waiting = new Map<ConsentPurpose, Set<() => void>>();

/** Runs `callback` once `purpose` is granted (at once if it is); returns a cancel function. */
export function whenConsented(purpose: ConsentPurpose, callback: () => void): () => void {
  if (granted.has(purpose)) {
    callback();
    return () => undefined;
  }
  const callbacks = waiting.get(purpose) ?? new Set();
  callbacks.add(callback);
  waiting.set(purpose, callbacks);
  return () => {
    callbacks.delete(callback);
  };
}

export function hasConsent(purpose: ConsentPurpose): boolean {
  return granted.has(purpose);
}

/**
 * Called from the consent service's callbacks only. Withdrawal takes effect at the next page
 * load (the service reloads or blocks the scripts itself); a grant starts what waited for it.
 */
export function recordConsent(purposes: Partial<Record<ConsentPurpose, boolean>>): void {
  for (const [purpose, given] of Object.entries(purposes) as [ConsentPurpose, boolean][]) {
    if (!given) {
      granted.delete(purpose);
      continue;
    }
    if (granted.has(purpose)) continue;
    granted.add(purpose);
    const callbacks = [...(waiting.get(purpose) ?? [])];
    waiting.delete(purpose);
    for (const callback of callbacks) callback();
  }
}
