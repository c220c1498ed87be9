import { useCallback, useEffect, useRef, useState } from 'react';
import { deviceDraftStorage, type DraftStorage } from './draft-storage';
import { withoutSecrets } from './without-secrets';

const DAY_MS = 24 * 60 * 60 * 1000;

interface FormDraftOptions<T> {
  /** Puts a saved draft back into the form; called at most once, after mount. */
  restore: (draft: T) => void;
  /** Wait after the last change before writing (typing stays cheap). */
  delayMs?: number;
  /** Older drafts are forgotten: a tourist's form from last season helps nobody. */
  maxAgeMs?: number;
  storage?: DraftStorage;
}

interface FormDraft {
  /** Forgets the draft; call it after a successful submit. */
  clearDraft: () => Promise<void>;
  /** When the restored draft was saved, or null if nothing was restored. */
  restoredFrom: Date | null;
}

/**
 * Keeps what the visitor typed into a form on this device (IndexedDB), so a lost signal or a
 * closed tab costs nothing: the draft is restored on the next visit and cleared after a successful
 * submit. Pass only the fields worth keeping; secret fields (passwords, card data) are never
 * stored. A form back at its initial values has no draft.
 */
export function useFormDraft<T>(key: string, state: T, options: FormDraftOptions<T>): FormDraft {
  const { delayMs = 500, maxAgeMs = 30 * DAY_MS, storage = deviceDraftStorage } = options;
  const storageKey = `draft:${key}`;
  const snapshot = JSON.stringify(withoutSecrets(state));
  const [initialSnapshot] = useState(snapshot);
  const [ready, setReady] = useState(false);
  const [restoredFrom, setRestoredFrom] = useState<Date | null>(null);

  const restoreRef = useRef(options.restore);
  const currentRef = useRef({ snapshot, state });
  const writtenRef = useRef(initialSnapshot);
  const pendingRef = useRef<{ timer: ReturnType<typeof setTimeout>; write: () => void } | null>(
    null,
  );
  useEffect(() => {
    restoreRef.current = options.restore;
    currentRef.current = { snapshot, state };
  });

  const persist = useCallback(
    (next: string, value: unknown) => {
      writtenRef.current = next;
      const write =
        next === initialSnapshot
          ? storage.remove(storageKey)
          : storage.write(storageKey, { savedAt: Date.now(), data: withoutSecrets(value) });
      write.catch((error: unknown) => console.warn('Could not keep the form draft', error));
    },
    [initialSnapshot, storage, storageKey],
  );

  const flush = useCallback(() => {
    const pending = pendingRef.current;
    if (!pending) return;
    clearTimeout(pending.timer);
    pendingRef.current = null;
    pending.write();
  }, []);

  useEffect(() => {
    let cancelled = false;
    storage
      .read(storageKey)
      .then((draft) => {
        if (cancelled) return;
        const untouched = currentRef.current.snapshot === initialSnapshot;
        if (draft && untouched && Date.now() - draft.savedAt <= maxAgeMs) {
          writtenRef.current = JSON.stringify(draft.data);
          restoreRef.current(draft.data as T);
          setRestoredFrom(new Date(draft.savedAt));
        } else if (draft && !untouched) {
          // The visitor started typing before the old draft arrived: theirs wins.
          writtenRef.current = '';
        }
      })
      .catch((error: unknown) => console.warn('Could not read the form draft', error))
      .finally(() => {
        if (!cancelled) setReady(true);
      });
    return () => {
      cancelled = true;
    };
  }, [storage, storageKey, initialSnapshot, maxAgeMs]);

  useEffect(() => {
    if (!ready || snapshot === writtenRef.current) return;
    if (pendingRef.current) clearTimeout(pendingRef.current.timer);
    const write = () => persist(snapshot, currentRef.current.state);
    pendingRef.current = { timer: setTimeout(flush, delayMs), write };
  }, [ready, snapshot, delayMs, persist, flush]);

  // Leaving the page (reload, tab closed, app sent to the background) must not lose the last words.
  useEffect(() => {
    const onHide = () => flush();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [flush]);

  const clearDraft = useCallback(async () => {
    if (pendingRef.current) clearTimeout(pendingRef.current.timer);
    pendingRef.current = null;
    writtenRef.current = currentRef.current.snapshot;
    try {
      await storage.remove(storageKey);
    } catch (error) {
      console.warn('Could not clear the form draft', error);
    }
  }, [storage, storageKey]);

  return { clearDraft, restoredFrom };
}
