/**
 * The functions' network edge in component tests: every `@/lib/firebase/call-function` import in
 * the component projects resolves here (vite.config.ts), so a view's calls answer what the test
 * says (`vi.mocked(callFunction).mockResolvedValue(…)`) and nothing else. One module rather than a
 * `vi.mock` in each file: those files then share one module graph and jsdom per worker
 * (scripts/test/isolation.ts), and the double is the same function in the test and in the view.
 * src/test/setup-component-tests.ts resets it after each test.
 */
import { vi } from 'vitest';
import type { callFunction as callTheFunctions } from '@/lib/firebase/call-function';

export const callFunction = vi.fn() as unknown as typeof callTheFunctions;
