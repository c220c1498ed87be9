import { useCallback, useEffect, useRef, useState } from 'react';
import { deviceDraftStorage, type DraftStorage } from './draft-storage';
import { readSessionHint } from '@/lib/auth/session-hint';
import { draftable } from './draftable';
import { DAY_MS } from '@/domain/time-units';

/** A signed-in member's drafts stay a month (sign-out clears them); a visitor's, a week. */
export const SIGNED_IN_DRAFT_MAX_AGE_MS = 30 * DAY_MS;
export const ANONYMOUS_DRAFT_MAX_AGE_MS = 7 * DAY_MS;

interface FormDraftOptions<T> {
  /** Puts a saved draft back into the form; called at most once, after mount. */
  restore: (draft: T) => void;
  /** Wait after the last change before writing (typing stays cheap). */
  delayMs?: number;
  /**
   * Older drafts are forgotten: a tourist's form from last season helps nobody. By default a week
   * for a visitor without an account, a month while signed in.
   */
  maxAgeMs?: number;
  storage?: DraftStorage;
}

interface FormDraft {
  /** Forgets the draft; call it after a successful submit. */
  clearDraft: () => Promise<void>;
  /**
   * Writes what the form holds now and resolves once it is stored: before the page leaves for
   * another site (a payment page), where a write started on `pagehide` may never finish.
   */
  saveDraft: () => Promise<void>;
  /** When the restored draft was saved, or null if nothing was restored. */
  restoredFrom: Date | null;
}

/**
 * Keeps what the visitor typed into a form on this device (IndexedDB), so a lost signal or a
 * closed tab costs nothing: the draft is restored on the next visit and cleared after a successful
 * submit. Pass only the fields worth keeping; secrets and identity data (./draftable.ts) are
 * never stored. A form back at its initial values has no draft.
 */
export function useFormDraft<T>(key: string, state: T, options: FormDraftOptions<T>): FormDraft {
  const { delayMs = 500, storage = deviceDraftStorage } = options;
  const maxAgeMs =
    options.maxAgeMs ??
    (readSessionHint() ? SIGNED_IN_DRAFT_MAX_AGE_MS : ANONYMOUS_DRAFT_MAX_AGE_MS);
  const storageKey = `draft:${key}`;
  const snapshot = JSON.stringify(draftable(state));
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
          : storage.write(storageKey, { savedAt: Date.now(), data: draftable(value) });
      return write.catch((error: unknown) => console.warn('Could not keep the form draft', error));
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
    const write = () => void persist(snapshot, currentRef.current.state);
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

  const saveDraft = useCallback(async () => {
    if (pendingRef.current) clearTimeout(pendingRef.current.timer);
    pendingRef.current = null;
    await persist(currentRef.current.snapshot, currentRef.current.state);
  }, [persist]);

  return { clearDraft, saveDraft, restoredFrom };
}
