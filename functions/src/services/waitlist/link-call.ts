import { waitlistTokenRequestSchema } from '@/domain/api/waitlist';
import type { CallContext } from '@functions/lib/call-context';
import { parseInput } from '@functions/lib/callable-errors';
import { enforceCallLimits } from '@functions/services/call-limits';
import type { WaitlistDeps } from './waitlist-deps';
import { entryIdOfToken } from './waitlist-link';

/**
 * How every call made from a waiting-list link opens (confirm, leave, the offer): limited as a
 * link's calls are, its token read, and the entry id the token was signed for answered, or null
 * for anything forged or mistyped (each call words that refusal its own way).
 */
export async function linkedEntryId(
  deps: WaitlistDeps,
  name: 'confirmWaitlist' | 'getWaitlistOffer' | 'leaveWaitlist',
  call: Pick<CallContext, 'data' | 'clientKey'>,
): Promise<string | null> {
  await enforceCallLimits(deps, { name, caller: call, now: deps.now() });
  const { token } = parseInput(waitlistTokenRequestSchema, call.data ?? {});
  return entryIdOfToken(token, deps.links.secret);
}
