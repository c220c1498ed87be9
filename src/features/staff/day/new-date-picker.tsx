import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { DayPicker } from 'react-day-picker';
import { enUS, it } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { isoDateToLocalDate, localDateToIsoDate, todayInRome } from '@/domain/calendar';
import { useLanguage } from '@/i18n/language-context';
import { labelClass } from '@/ui/form/field-styles';
import { DATE_PICKER_THEME } from '@/ui/date-picker-theme';

interface NewDatePickerProps {
  /** The day being postponed: not a choice. */
  from: string;
  selected: string | null;
  onSelect: (date: string) => void;
  /** The server's refusal of the chosen day, shown under the picker. */
  describedBy?: string;
  invalid: boolean;
}

/**
 * "Nuova data": any day after today but the postponed one. The tour's own limits (notice,
 * horizon, paused tour) are judged by the server, which lists the day among the departures if its
 * weekday is not a regular one.
 */
export function NewDatePicker({
  from,
  selected,
  onSelect,
  describedBy,
  invalid,
}: NewDatePickerProps) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const labelId = useId();
  const today = todayInRome(new Date());
  const unavailable = (day: Date) => {
    const iso = localDateToIsoDate(day);
    return iso <= today || iso === from;
  };
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className="mt-4"
    >
      <span id={labelId} className={labelClass}>
        {t`Nuova data`}
      </span>
      <DayPicker
        mode="single"
        selected={selected ? isoDateToLocalDate(selected) : undefined}
        onSelect={(day) => day && onSelect(localDateToIsoDate(day))}
        defaultMonth={isoDateToLocalDate(from)}
        startMonth={isoDateToLocalDate(today)}
        disabled={unavailable}
        locale={locale === 'it' ? it : enUS}
        weekStartsOn={locale === 'it' ? 1 : 0}
        style={DATE_PICKER_THEME}
      />
    </div>
  );
}
