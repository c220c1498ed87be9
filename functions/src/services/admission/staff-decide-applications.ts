import {
  staffDecideApplicationsRequestSchema,
  type StaffDecideApplicationsResponse,
} from '@/domain/api/staff-members';
import { todayInRome } from '@/domain/calendar';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { requireManager, type StaffAuthDeps, type StaffCall } from '@functions/lib/require-staff';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { loadMembershipSettings } from '@functions/services/membership/settings';
import { admitApplication } from './admit-application';
import type { DecisionResult } from './decision';
import { rejectApplication } from './reject-application';

/**
 * staffDecideApplications: the board's decision on one application or a selection, recorded
 * with the date of its resolution ("Delibera del", today or earlier in Europe/Rome by the
 * server's clock). Each application is decided in a transaction of its own, one after the
 * other, so one that was decided meanwhile (`already_decided`) or is gone (`not_found`) does
 * not stop the others. A rejection whose provisional bookings could not all be cancelled is
 * reported once every application is decided: repeating the rejection finishes it.
 */
export async function handleStaffDecideApplications(
  deps: BookingDeps & StaffAuthDeps,
  call: StaffCall,
): Promise<StaffDecideApplicationsResponse> {
  const manager = await requireManager(deps, call);
  const request = parseInput(staffDecideApplicationsRequestSchema, call.data ?? {});
  const { resolutionDate } = request;
  if (resolutionDate > todayInRome(deps.now())) {
    throw failure(
      'invalid-argument',
      'INVALID_INPUT',
      'INVALID_INPUT: the resolution date is after today',
      { fields: ['resolutionDate'] },
    );
  }
  const applicationIds = [...new Set(request.applicationIds)];
  const results: DecisionResult[] = [];
  let failed = 0;
  if (request.decision === 'admit') {
    const yearEnds = (await loadMembershipSettings(deps.db)).membershipYearEnds;
    for (const applicationId of applicationIds) {
      results.push(
        await admitApplication(deps, manager, { applicationId, resolutionDate, yearEnds }),
      );
    }
  } else {
    for (const applicationId of applicationIds) {
      const { failed: notCancelled, ...result } = await rejectApplication(deps, manager, {
        applicationId,
        resolutionDate,
        reason: request.reason,
      });
      failed += notCancelled;
      results.push(result);
    }
  }
  if (failed > 0) {
    throw failure(
      'internal',
      'INTERNAL',
      `INTERNAL: ${failed} provisional bookings or fees could not be refunded; reject again`,
    );
  }
  return { results };
}
