import { useSession } from '@/lib/auth/session-context';
import type { SessionUser } from '@/lib/auth/session-types';

/** The user on pages under <SignedInGate>, which renders them only once someone is signed in. */
export function useSignedInUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useSignedInUser must be used under <SignedInGate>');
  return user;
}
