import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ScheduleChange } from '@/domain/api/staff-calendar';
import { formatLongDate } from '@/domain/format';
import { TOURS, type TourId } from '@/domain/tours';
import { useLanguage } from '@/i18n/language-context';

/** One calendar change in words, in the page's language (the activity log's line). */
export function useScheduleChangeSummary() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  return (tourId: TourId, change: ScheduleChange): string => {
    const tour = TOURS[tourId].displayName;
    switch (change.op) {
      case 'addDeparture': {
        const day = formatLongDate(change.date, locale);
        return t`Calendario di ${tour}: partenza aggiunta ${day}.`;
      }
      case 'removeDeparture': {
        const day = formatLongDate(change.date, locale);
        return t`Calendario di ${tour}: partenza tolta ${day}.`;
      }
      case 'closeDay': {
        const day = formatLongDate(change.date, locale);
        return t`Calendario di ${tour}: chiuso ${day}.`;
      }
      case 'reopenDay': {
        const day = formatLongDate(change.date, locale);
        return t`Calendario di ${tour}: riaperto ${day}.`;
      }
      case 'setSeats': {
        const day = formatLongDate(change.date, locale);
        const seats = change.seats;
        return seats === null
          ? t`Calendario di ${tour}: ${day} torna ai posti del tour.`
          : t`Calendario di ${tour}: ${plural(seats, { one: '# posto', other: '# posti' })} ${day}.`;
      }
      case 'setBookable':
        return change.bookable
          ? t`Calendario di ${tour}: prenotazioni online riprese.`
          : t`Calendario di ${tour}: prenotazioni online sospese.`;
      case 'setSettings': {
        const { startTime, leadHours, horizonDays } = change;
        return t`Calendario di ${tour}: partenza alle ${startTime}, preavviso ${plural(leadHours, { one: '# ora', other: '# ore' })}, prenotabile fino a ${plural(horizonDays, { one: '# giorno', other: '# giorni' })} prima.`;
      }
    }
  };
}
