import { DayPicker } from 'react-day-picker';
import { enUS, it } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { isoDateToLocalDate, localDateToIsoDate } from '@/domain/calendar';
import type { Locale } from '@/domain/locale';
import { DATE_PICKER_THEME } from '@/ui/date-picker-theme';

interface DeliveryCalendarProps {
  /** The first and last day a delivery may be set for (YYYY-MM-DD, Italian calendar). */
  first: string;
  last: string;
  selected: string;
  onSelect: (date: string) => void;
  locale: Locale;
}

/** The month calendar of the delivery day: a chunk of its own, loaded when a date is wanted. */
export default function DeliveryCalendar(props: DeliveryCalendarProps) {
  const { first, last, selected, onSelect, locale } = props;
  return (
    <DayPicker
      mode="single"
      required
      selected={selected ? isoDateToLocalDate(selected) : undefined}
      onSelect={(day) => onSelect(localDateToIsoDate(day))}
      defaultMonth={isoDateToLocalDate(selected || first)}
      startMonth={isoDateToLocalDate(first)}
      endMonth={isoDateToLocalDate(last)}
      disabled={(day) => {
        const iso = localDateToIsoDate(day);
        return iso < first || iso > last;
      }}
      locale={locale === 'it' ? it : enUS}
      weekStartsOn={locale === 'it' ? 1 : 0}
      style={DATE_PICKER_THEME}
    />
  );
}
