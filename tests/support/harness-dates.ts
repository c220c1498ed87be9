/** The harness clock's calendar: the days the booking tests book and are admitted on. */
/** A Monday: the next weekend is bookable. */
export const START_TIME = Date.parse('2026-11-23T09:00:00Z');
export const SATURDAY = '2026-11-28';
export const SUNDAY = '2026-11-29';
/** START_TIME's day in Rome, the harness clock's first day: admissions that day take 2026 numbers. */
export const TODAY = '2026-11-23';
/** The fee year of a member admitted on TODAY: past the 1 November cut-off, so 2027. */
export const FEE_YEAR = 2027;
