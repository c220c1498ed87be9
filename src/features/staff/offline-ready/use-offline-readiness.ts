import { useQuery } from '@tanstack/react-query';
import { savedRosterQueryKey } from '@/features/staff/api/staff-query-keys';
import { readSavedRoster, useStaffRoster } from '@/features/staff/api/staff-roster';
import type { PageKept } from './keep-staff-page';
import { savedRosterChecks, type SavedRosterChecks } from './saved-roster-checks';
import { usePageKept } from './use-page-kept';

export interface OfflineReadiness extends SavedRosterChecks {
  page: PageKept;
}

/**
 * What this phone holds for working offline on the chosen day: the page, the day's roster and the
 * ticket key, read from the device itself (not from the last answer shown), again each time the
 * roster is answered.
 */
export function useOfflineReadiness(uid: string, date: string): OfflineReadiness {
  const page = usePageKept();
  const answeredAt = useStaffRoster(uid, date).dataUpdatedAt;
  const saved = useQuery({
    queryKey: savedRosterQueryKey(uid, date, answeredAt),
    queryFn: () => readSavedRoster(uid, date),
    enabled: date !== '',
    networkMode: 'always',
    // Read again for the same day: the last verdict stays until the new one (no flicker).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === date ? previous : undefined,
  });
  return { page, ...savedRosterChecks(date === '' ? null : saved.data) };
}
