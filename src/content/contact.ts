import { l } from './experience';
import type { Localized } from './localized';

export const OPENING_HOURS: readonly { days: Localized; hours: Localized }[] = [
  { days: l('Martedì – Giovedì', 'Tuesday – Thursday'), hours: l('9:00 – 18:00', '9:00 – 18:00') },
  { days: l('Venerdì – Domenica', 'Friday – Sunday'), hours: l('9:00 – 18:30', '9:00 – 18:30') },
  { days: l('Lunedì', 'Monday'), hours: l('Chiuso', 'Closed') },
];

/** The association's base in San Pietro in Cariano, for the map and the "open in maps" link. */
export const LOCATION = { latitude: 45.5177, longitude: 10.8862 } as const;
