/**
 * Ends the current task and resumes in a new one, so the browser can paint or handle a tap in
 * between: one long start-up task becomes a few short ones. `scheduler.yield()` resumes ahead of
 * other queued tasks where the browser has it (Chromium 129+).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
