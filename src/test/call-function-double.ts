/**
 * The functions' network edge in component tests: every `@/lib/firebase/call-function` import in
 * the component projects resolves here (vite.config.ts), so a view's calls answer what the test
 * says (`vi.mocked(callFunction).mockResolvedValue(…)`, or `answerCalls`/`serveCalls` below) and
 * nothing else. One module rather than a `vi.mock` in each file: those files then share one
 * module graph and document per worker (scripts/test/isolation.ts), and the double is the same
 * function in the test and in the view. src/test/setup-component-tests.ts resets it after each
 * test.
 */
import { vi } from 'vitest';
import type { callFunction as callTheFunctions } from '@/lib/firebase/call-function';

export const callFunction = vi.fn() as unknown as typeof callTheFunctions;

/** A call the view made: the callable's name and the request it sent. */
export type CallRecord = { name: string; data: unknown };

/**
 * The server as the view sees it: each call is answered by `reply` (a throw or a rejection is the
 * callable's refusal) and recorded, in order, in the array this returns.
 */
export function answerCalls(reply: (name: string, data: unknown) => unknown): CallRecord[] {
  const calls: CallRecord[] = [];
  vi.mocked(callFunction).mockImplementation((async (name: string, data: unknown) => {
    calls.push({ name, data });
    return reply(name, data);
  }) as typeof callFunction);
  return calls;
}

/** One answer per callable, every call recorded: a callable the test did not expect fails it. */
export function serveCalls(
  handlers: Partial<Record<string, (data: unknown) => unknown>>,
): CallRecord[] {
  return answerCalls((name, data) => {
    const handler = handlers[name];
    if (!handler) throw new Error(`unexpected call ${name}`);
    return handler(data);
  });
}
