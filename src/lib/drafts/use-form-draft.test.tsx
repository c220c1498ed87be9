import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionHint } from '@/lib/auth/session-hint';
import type { DraftStorage, StoredDraft } from './draft-storage';
import { useFormDraft } from './use-form-draft';

/** Drafts in memory: the hook's timing and rules are under test, not IndexedDB (see the e2e test). */
function memoryStorage(initial: Record<string, StoredDraft> = {}) {
  const drafts = new Map(Object.entries(initial));
  const storage: DraftStorage = {
    read: async (key) => drafts.get(key),
    write: async (key, draft) => {
      drafts.set(key, draft);
    },
    remove: async (key) => {
      drafts.delete(key);
    },
  };
  return { storage, drafts };
}

interface Contact {
  name: string;
  message: string;
  password?: string;
}

const EMPTY: Contact = { name: '', message: '' };
const NOW = new Date('2026-05-10T09:00:00Z').getTime();

function renderDraft(storage: DraftStorage, initial: Contact = EMPTY) {
  const restore = vi.fn<(draft: Contact) => void>();
  const view = renderHook(
    ({ state }: { state: Contact }) => useFormDraft('contact', state, { restore, storage }),
    { initialProps: { state: initial } },
  );
  return { ...view, restore };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useFormDraft', () => {
  it('restores a saved draft once, and says when it was saved', async () => {
    const savedAt = NOW - 60_000;
    const { storage } = memoryStorage({
      'draft:contact': { savedAt, data: { name: 'Giulia', message: 'Ciao' } },
    });
    const { result, restore, rerender } = renderDraft(storage);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(restore).toHaveBeenCalledExactlyOnceWith({ name: 'Giulia', message: 'Ciao' });
    expect(result.current.restoredFrom).toEqual(new Date(savedAt));
    rerender({ state: { name: 'Giulia', message: 'Ciao' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(restore).toHaveBeenCalledTimes(1);
  });

  it('saves after the visitor pauses, never the secret fields', async () => {
    const { storage, drafts } = memoryStorage();
    const { rerender } = renderDraft(storage);
    await act(() => vi.advanceTimersByTimeAsync(0));
    rerender({ state: { name: 'Marco', message: 'Posti liberi?', password: 'segreta' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(drafts.has('draft:contact')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(drafts.get('draft:contact')).toEqual({
      savedAt: NOW + 500,
      data: { name: 'Marco', message: 'Posti liberi?' },
    });
  });

  it('keeps no draft of a form back at its initial values', async () => {
    const { storage, drafts } = memoryStorage();
    const { rerender } = renderDraft(storage);
    await act(() => vi.advanceTimersByTimeAsync(0));
    rerender({ state: { name: 'Marco', message: '' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(drafts.has('draft:contact')).toBe(true);
    rerender({ state: EMPTY });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(drafts.has('draft:contact')).toBe(false);
  });

  it('clearDraft forgets the draft and drops a save still waiting', async () => {
    const { storage, drafts } = memoryStorage();
    const { result, rerender } = renderDraft(storage);
    await act(() => vi.advanceTimersByTimeAsync(0));
    rerender({ state: { name: 'Marco', message: 'Grazie' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    rerender({ state: { name: 'Marco', message: 'Grazie mille' } });
    await act(() => result.current.clearDraft());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(drafts.has('draft:contact')).toBe(false);
  });

  it('saveDraft stores the latest change at once, before the page leaves', async () => {
    const { storage, drafts } = memoryStorage();
    const { result, rerender } = renderDraft(storage);
    await act(() => vi.advanceTimersByTimeAsync(0));
    rerender({ state: { name: 'Marco', message: 'Per Giulia' } });
    await act(() => result.current.saveDraft());
    expect(drafts.get('draft:contact')?.data).toEqual({ name: 'Marco', message: 'Per Giulia' });
  });

  it("keeps a visitor's draft a week, a signed-in member's a month", async () => {
    const eightDaysOld = { savedAt: NOW - 8 * 24 * 3600_000, data: { name: 'Old', message: '' } };
    const visitor = renderDraft(memoryStorage({ 'draft:contact': eightDaysOld }).storage);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(visitor.restore).not.toHaveBeenCalled();
    expect(visitor.result.current.restoredFrom).toBeNull();
    visitor.unmount();

    writeSessionHint(true);
    const member = renderDraft(memoryStorage({ 'draft:contact': eightDaysOld }).storage);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(member.restore).toHaveBeenCalledWith({ name: 'Old', message: '' });
    member.unmount();

    const monthOld = { ...eightDaysOld, savedAt: NOW - 31 * 24 * 3600_000 };
    const stale = renderDraft(memoryStorage({ 'draft:contact': monthOld }).storage);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(stale.restore).not.toHaveBeenCalled();
    writeSessionHint(false);
  });

  it('lets what the visitor already typed win over an older draft', async () => {
    const { storage, drafts } = memoryStorage({
      'draft:contact': { savedAt: NOW - 1000, data: { name: 'Old', message: 'old' } },
    });
    const { restore, rerender } = renderDraft(storage);
    rerender({ state: { name: 'New', message: '' } });
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(restore).not.toHaveBeenCalled();
    expect(drafts.get('draft:contact')?.data).toEqual({ name: 'New', message: '' });
  });

  it('writes a waiting change when the form goes away', async () => {
    const { storage, drafts } = memoryStorage();
    const { rerender, unmount } = renderDraft(storage);
    await act(() => vi.advanceTimersByTimeAsync(0));
    rerender({ state: { name: 'Anna', message: 'A' } });
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(drafts.get('draft:contact')?.data).toEqual({ name: 'Anna', message: 'A' });
  });
});
