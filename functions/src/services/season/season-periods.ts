import { SEASON_AHEAD_DAYS, SEASON_MONTHS } from '@/domain/api/staff-season';
import { addDays, todayInRome } from '@/domain/calendar';
import { recentMonths } from '@/domain/months';

/**
 * The periods of the season view, all from the server's clock and in Europe/Rome: the eight weeks
 * ahead (calendar days), and the last twelve months (their money totals are kept by month, and
 * check-ins are counted from the first one's first day).
 */

export interface SeasonPeriods {
  today: string;
  /** The heat map's last day: today plus 55 days. */
  lastDay: string;
  /** The last twelve months, oldest first (YYYY-MM). */
  months: string[];
  /** The first month's first day (YYYY-MM-DD), where the check-in share starts counting. */
  firstDay: string;
  /** Yesterday: today's tours may still be checking in. */
  yesterday: string;
}

export function seasonPeriods(now: Date): SeasonPeriods {
  const today = todayInRome(now);
  const months = recentMonths(now, SEASON_MONTHS).reverse();
  return {
    today,
    lastDay: addDays(today, SEASON_AHEAD_DAYS - 1),
    months,
    firstDay: `${months[0]!}-01`,
    yesterday: addDays(today, -1),
  };
}
