import type { SeasonDeparture } from '@/domain/api/staff-season';

/** How full a departure is, for its colour; the figure is always written in the cell too. */
export type HeatLevel = 'closed' | 'uncapped' | 'empty' | 'low' | 'half' | 'high' | 'full';

export function heatLevel({ seatsSold, capacity, closed }: SeasonDeparture): HeatLevel {
  if (closed) return 'closed';
  if (capacity === null) return 'uncapped';
  if (seatsSold >= capacity) return 'full';
  if (seatsSold === 0) return 'empty';
  const share = seatsSold / capacity;
  if (share < 1 / 3) return 'low';
  if (share < 2 / 3) return 'half';
  return 'high';
}

/** Each level's colours: light to dark vine as a day fills, wine when it is full. */
export const HEAT_CLASSES: Record<HeatLevel, string> = {
  closed: 'bg-stone-200 text-stone-600 line-through',
  uncapped: 'bg-sky-50 text-sky-900 ring-1 ring-sky-200',
  empty: 'bg-white text-stone-700 ring-1 ring-stone-300',
  low: 'bg-vine-100 text-vine-900',
  half: 'bg-vine-600 text-white',
  high: 'bg-vine-800 text-white',
  full: 'bg-wine-700 text-white',
};
