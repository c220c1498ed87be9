import { logger } from 'firebase-functions';
import {
  APPLICATIONS_PER_CALL,
  staffApplicationsRequestSchema,
  type StaffApplications,
} from '@/domain/api/staff-members';
import { parseInput } from '@functions/lib/callable-errors';
import { requireManager, type StaffCall, type StaffDeps } from '@functions/lib/require-staff';
import { recordStaffAction } from '@functions/services/audit-log/audit-log';
import {
  applicationsCollection,
  type ApplicationDoc,
} from '@functions/services/membership/applications';
import { applicationSummary } from './application-summary';
import { provisionalBookingsOf } from './provisional-bookings';

/**
 * staffApplications: the applications waiting for the board, oldest first, with everything it
 * decides on (tax codes and document numbers included: managers only) and the provisional
 * bookings each carries. Reading them discloses personal data, so it is an audit entry. Sorted
 * here rather than by the query: a status filter ordered by date would need a composite index,
 * and the applications waiting are a handful.
 */
export async function handleStaffApplications(
  deps: StaffDeps,
  call: StaffCall,
): Promise<StaffApplications> {
  const manager = await requireManager(deps, call);
  parseInput(staffApplicationsRequestSchema, call.data ?? {});
  const snapshot = await applicationsCollection(deps.db).where('status', '==', 'submitted').get();
  const waiting = snapshot.docs.flatMap((doc): { id: string; application: ApplicationDoc }[] => {
    try {
      return [{ id: doc.id, application: doc.data() }];
    } catch (error) {
      // Named in the log for staff to correct in the console; the others are still decided.
      logger.error('membership application not readable', { id: doc.id, error: String(error) });
      return [];
    }
  });
  const oldest = waiting
    .sort((a, b) => a.application.createdAt.toMillis() - b.application.createdAt.toMillis())
    .slice(0, APPLICATIONS_PER_CALL);
  const provisional = await provisionalBookingsOf(
    deps.db,
    oldest.map(({ id }) => id),
  );
  const applications = oldest.map(({ id, application }) =>
    applicationSummary(id, application, provisional.get(id) ?? []),
  );
  await recordStaffAction(
    deps.db,
    manager,
    {
      action: 'applications_read',
      target: applicationsCollection(deps.db).path,
      details: { applications: applications.length },
    },
    deps.now(),
  );
  return { applications };
}
