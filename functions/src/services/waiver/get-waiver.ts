import { getWaiverRequestSchema, type GetWaiverResponse } from '@/domain/api/waiver';
import type { CallContext } from '@functions/lib/call-context';
import { parseInput } from '@functions/lib/callable-errors';
import type { WaiverLinkDeps } from './waiver-deps';
import { resolveWaiverLink } from './waiver-handle';
import { enforceCallLimits } from '@functions/services/call-limits';
import { waiverView } from './waiver-view';

/** getWaiver: the participant's page opens their own waiver by its signed link. */
export async function handleGetWaiver(
  deps: WaiverLinkDeps,
  call: Pick<CallContext, 'data' | 'clientKey'>,
): Promise<GetWaiverResponse> {
  await enforceCallLimits(deps, { name: 'getWaiver', caller: call, now: deps.now() });
  const { token } = parseInput(getWaiverRequestSchema, call.data ?? {});
  return waiverView(await resolveWaiverLink(deps, token), deps.waiver);
}
