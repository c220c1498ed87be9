import { l } from './experience';
import type { Localized } from './localized';
import type { WeekdayCode } from '@/domain/schedule';

export const OPENING_HOURS: readonly { days: Localized; hours: Localized }[] = [
  { days: l('Martedì – Giovedì', 'Tuesday – Thursday'), hours: l('9:00 – 18:00', '9:00 – 18:00') },
  { days: l('Venerdì – Domenica', 'Friday – Sunday'), hours: l('9:00 – 18:30', '9:00 – 18:30') },
  { days: l('Lunedì', 'Monday'), hours: l('Chiuso', 'Closed') },
];

/**
 * The same hours for machines (the home page's structured data, src/content/structured-data/):
 * days as schedule weekday codes, times as HH:MM; a day without times is closed.
 * structured-data/structured-data.test.ts checks that they say what OPENING_HOURS says.
 */
export const WEEKLY_HOURS: readonly {
  days: readonly WeekdayCode[];
  opens?: string;
  closes?: string;
}[] = [
  { days: ['tue', 'wed', 'thu'], opens: '09:00', closes: '18:00' },
  { days: ['fri', 'sat', 'sun'], opens: '09:00', closes: '18:30' },
  { days: ['mon'] },
];

/** The association's base in San Pietro in Cariano, for the map and the "open in maps" link. */
export const LOCATION = { latitude: 45.5177, longitude: 10.8862 } as const;
