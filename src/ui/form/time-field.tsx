import { useLanguage } from '@/i18n/language-context';
import { CLOCK_TIME_PATTERN } from '@/domain/calendar';
import { formatClockTime } from '@/domain/format';
import type { FieldGroupProps } from './field-group';
import { SelectField } from './select-field';

interface TimeFieldProps extends Omit<FieldGroupProps, 'children'> {
  name?: string;
  /** 'HH:MM', or '' while none is chosen. */
  value: string;
  onChange: (value: string) => void;
  /** Minutes between two choices (15 by default). */
  step?: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Every time of the day `step` minutes apart, plus `value` when it falls between them. */
export function clockTimes(step: number, value: string): string[] {
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += step) {
    times.push(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  }
  if (CLOCK_TIME_PATTERN.test(value) && !times.includes(value)) times.push(value);
  return times.sort();
}

/**
 * A time of day written in the page's language ('09:00', never the browser's '09:00 AM' on an
 * Italian page, which a native time input shows whatever the page says): a select of times.
 */
export function TimeField({ value, onChange, step = 15, name, ...group }: TimeFieldProps) {
  const { locale } = useLanguage();
  const options = clockTimes(step, value).map((time) => ({
    value: time,
    label: formatClockTime(time, locale),
  }));
  return (
    <SelectField
      {...group}
      name={name}
      value={value}
      options={value === '' ? [{ value: '', label: '' }, ...options] : options}
      onChange={onChange}
    />
  );
}
