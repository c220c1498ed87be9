import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { DayPicker, labelDayButton, type Modifiers, type PropsBase } from 'react-day-picker';
import { enUS, it } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { isoDateToLocalDate, localDateToIsoDate } from '@/domain/calendar';
import { formatLongDate } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { DATE_PICKER_THEME } from '@/ui/date-picker-theme';
import { errorClass, labelClass } from '@/ui/form/field-styles';
import { Icon } from '@/ui/page/icons';

interface PopoverDateFieldProps {
  /** The field's name, shown above the button (the required star is added here). */
  label: ReactNode;
  selectedDate: string | null;
  onSelect: (date: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  error?: string | undefined;
  /** The visitor is reaching for the calendar (pointer or focus on the button). */
  onIntent?: (() => void) | undefined;
  month: Date;
  onMonthChange: (month: Date) => void;
  startMonth: Date;
  disabled: (day: Date) => boolean;
  modifiers?: PropsBase['modifiers'];
  modifiersClassNames?: PropsBase['modifiersClassNames'];
  /** Said after a day's own label to a screen reader (why it is full or not available), if anything. */
  dayNote: (day: Date, modifiers: Modifiers) => string | null | undefined;
  /** The legend under the calendar. */
  children?: ReactNode;
}

/**
 * A required date chosen from a month calendar that opens under a button naming the chosen day:
 * the tour's and the rental's date, each deciding which days can be chosen and what they say.
 */
export function PopoverDateField(props: PopoverDateFieldProps) {
  const { label, selectedDate, onSelect, open, onOpenChange, error, onIntent } = props;
  const { t } = useLingui();
  const { locale } = useLanguage();
  const labelId = useId();
  const calendarId = useId();
  const pickerLocale = locale === 'it' ? it : enUS;

  return (
    <div>
      <span id={labelId} className={labelClass}>
        {label}
        <span aria-hidden="true"> *</span>
      </span>
      <button
        type="button"
        aria-labelledby={`${labelId} ${calendarId}-value`}
        aria-expanded={open}
        aria-controls={calendarId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${calendarId}-error` : undefined}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={() => onOpenChange(!open)}
        className="mt-1 flex w-full items-center justify-between rounded-md border border-stone-300 bg-white px-3 py-2 text-left shadow-sm hover:border-vine-700 aria-[invalid=true]:border-wine-600"
      >
        <span id={`${calendarId}-value`}>
          {selectedDate ? formatLongDate(selectedDate, locale) : t`Scegli una data`}
        </span>
        <Icon name="calendar" className="h-5 w-5 text-vine-700" />
      </button>
      {error && (
        <p id={`${calendarId}-error`} className={errorClass}>
          {error}
        </p>
      )}
      {open && (
        <div id={calendarId} className="mt-2 rounded-md border border-stone-200 bg-white p-2">
          <DayPicker
            mode="single"
            required
            selected={selectedDate ? isoDateToLocalDate(selectedDate) : undefined}
            onSelect={(day) => {
              onSelect(localDateToIsoDate(day));
              onOpenChange(false);
            }}
            month={props.month}
            onMonthChange={props.onMonthChange}
            startMonth={props.startMonth}
            disabled={props.disabled}
            modifiers={props.modifiers}
            modifiersClassNames={props.modifiersClassNames}
            labels={{
              labelDayButton: (day, modifiers, options, dateLib) => {
                const own = pickerLocale.labels?.labelDayButton;
                const dayLabel =
                  typeof own === 'function'
                    ? own(day, modifiers, options, dateLib)
                    : labelDayButton(day, modifiers, options, dateLib);
                const note = props.dayNote(day, modifiers);
                return note ? `${dayLabel}, ${note}` : dayLabel;
              },
            }}
            locale={pickerLocale}
            weekStartsOn={locale === 'it' ? 1 : 0}
            style={DATE_PICKER_THEME}
          />
          {props.children}
        </div>
      )}
    </div>
  );
}
