import { CallableError } from '@/lib/firebase/callable-error';

/**
 * Whether a callable failed because the device is offline. The Firebase SDK reports a request that
 * never reached a server as code 'internal' with HTTP status 0 in its message ("internal [0]").
 */
export function isOfflineFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return (
    error instanceof CallableError && error.code === 'internal' && /\[0\]$/.test(error.message)
  );
}
