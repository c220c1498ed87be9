import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
// The component projects resolve these two imports to their doubles (vite.config.ts).
import { callFunction } from '@/lib/firebase/call-function';
import { deviceStore } from '@/test/in-memory-device-store';
import { clearAllDrafts } from '@/lib/drafts/draft-storage';

// findBy… and waitFor wait up to 15 s, not 1 s: a lazy chunk (the gallery viewer, the terms
// dialog) can take longer than a second to load while the e2e stage shares the CI machine, and
// 5 s once proved short there (the booking card's seven checks took 19.7 s instead of 3 s). The
// wait ends as soon as the element shows; it only bounds how long a missing one is looked for.
configure({ asyncUtilTimeout: 15_000 });

// sonner keeps toasts in a module-wide store and replays active ones to the next Toaster; one
// raised as a test ends (its module is loaded on first use) is caught before the next begins.
beforeEach(() => {
  toast.dismiss();
});

afterEach(async () => {
  // A test that faked the clock (the booking card's fixClock, a banner's delay) or stubbed a
  // global leaves the next test, and the next file in this worker, the real ones: such files can
  // share a worker's environment (scripts/test/isolation.ts).
  vi.useRealTimers();
  vi.unstubAllGlobals();
  cleanup();
  vi.mocked(callFunction).mockReset();
  deviceStore.clear();
  // Each test is a new visit: nothing kept for the session (e.g. the verified member) carries over.
  window.sessionStorage.clear();
  // Form drafts live in IndexedDB where a file installs one (fake-indexeddb): no test types into
  // the fields another left behind.
  await clearAllDrafts();
});
