import { staffSeasonRequestSchema, type StaffSeason } from '@/domain/api/staff-season';
import { parseInput } from '@functions/lib/callable-errors';
import { requireStaff, type StaffCall, type StaffDeps } from '@functions/lib/require-staff';
import { seasonCheckIns } from './season-check-ins';
import { seasonDepartures } from './season-departures';
import { seasonMoney } from './season-money';
import { seasonPeriods } from './season-periods';

/**
 * staffSeason: the next eight weeks' departures with their seats, the check-in share of the last
 * twelve months and, for managers only (the area's money figures are theirs), revenue and refunds
 * by month and by tour. Every period comes from the server's clock.
 */
export async function handleStaffSeason(deps: StaffDeps, call: StaffCall): Promise<StaffSeason> {
  const staff = await requireStaff(deps, call);
  parseInput(staffSeasonRequestSchema, call.data ?? {});
  const now = deps.now();
  const periods = seasonPeriods(now);
  const [tours, checkIns, money] = await Promise.all([
    seasonDepartures(deps.db, periods.today, periods.lastDay),
    seasonCheckIns(deps.db, periods.firstDay, periods.yesterday),
    staff.manager
      ? seasonMoney(deps.db, periods.months).then((figures) => ({
          firstMonth: periods.months[0]!,
          ...figures,
        }))
      : null,
  ]);
  return {
    asOf: now.toISOString(),
    from: periods.today,
    to: periods.lastDay,
    tours,
    money,
    checkIns,
  };
}
