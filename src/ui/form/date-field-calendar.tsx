import { DayPicker } from 'react-day-picker';
import { enUS, it } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { isoDateToLocalDate, localDateToIsoDate } from '@/domain/calendar';
import type { Locale } from '@/domain/locale';
import { DATE_PICKER_THEME } from '@/ui/date-picker-theme';

/**
 * DateField's calendar, in a chunk of its own: a form page loads react-day-picker only when a
 * visitor opens "Calendario" (typing the day needs none of it).
 */
export default function DateFieldCalendar({
  value,
  locale,
  onChoose,
}: {
  /** 'YYYY-MM-DD', or '' while none is chosen. */
  value: string;
  locale: Locale;
  /** The day picked, or null when the picked day was picked again (unselected). */
  onChoose: (day: string | null) => void;
}) {
  return (
    <DayPicker
      mode="single"
      autoFocus
      selected={value ? isoDateToLocalDate(value) : undefined}
      defaultMonth={value ? isoDateToLocalDate(value) : undefined}
      onSelect={(day) => onChoose(day ? localDateToIsoDate(day) : null)}
      locale={locale === 'it' ? it : enUS}
      weekStartsOn={locale === 'it' ? 1 : 0}
      style={DATE_PICKER_THEME}
    />
  );
}
