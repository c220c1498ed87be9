import type { RentalSummary } from '@/domain/api/rental';
import { formatLongDate, formatTime } from '@/domain/format';
import type { Locale } from '@/domain/locale';

/** "2 × M, 1 × L": the bikes of each size, as every page that shows a rental writes them. */
export function bikesBySizeText(bikesBySize: RentalSummary['bikesBySize']): string {
  return Object.entries(bikesBySize)
    .filter(([, count]) => (count ?? 0) > 0)
    .map(([size, count]) => `${count} × ${size}`)
    .join(', ');
}

/** "sabato 5 dicembre 2026, 09:00": a pick-up or a return, the day and the time in Rome. */
export function rentalMomentText(date: string, at: string, locale: Locale): string {
  return `${formatLongDate(date, locale)}, ${formatTime(at, locale)}`;
}
