import { useId, type ReactNode } from 'react';
import { DayPicker } from 'react-day-picker';
import { enUS, it } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { isoDateToLocalDate, localDateToIsoDate } from '@/domain/calendar';
import type { Locale } from '@/domain/locale';
import { labelClass } from './form/field-styles';
import { DATE_PICKER_THEME } from './date-picker-theme';

interface DateChoicePickerProps {
  label: ReactNode;
  /** The only days that can be chosen (ISO, in order); every other day is disabled. */
  choices: readonly string[];
  selected: string | null;
  onSelect: (date: string) => void;
  locale: Locale;
  /** The server's refusal of the chosen day, shown under the picker. */
  describedBy?: string;
  invalid?: boolean;
}

/**
 * A month calendar offering only the given days: moving a booking to another date of its tour,
 * where the caller has already kept the dates the tour runs with room for the whole party.
 */
export function DateChoicePicker(props: DateChoicePickerProps) {
  const { choices, selected, onSelect, locale } = props;
  const labelId = useId();
  const allowed = new Set(choices);
  const first = selected ?? choices[0];
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={props.describedBy}
      aria-invalid={props.invalid || undefined}
    >
      <span id={labelId} className={labelClass}>
        {props.label}
      </span>
      <DayPicker
        mode="single"
        selected={selected ? isoDateToLocalDate(selected) : undefined}
        onSelect={(day) => day && onSelect(localDateToIsoDate(day))}
        defaultMonth={first ? isoDateToLocalDate(first) : undefined}
        startMonth={choices[0] ? isoDateToLocalDate(choices[0]) : undefined}
        endMonth={choices.at(-1) ? isoDateToLocalDate(choices.at(-1) ?? '') : undefined}
        disabled={(day) => !allowed.has(localDateToIsoDate(day))}
        locale={locale === 'it' ? it : enUS}
        weekStartsOn={locale === 'it' ? 1 : 0}
        style={DATE_PICKER_THEME}
      />
    </div>
  );
}
