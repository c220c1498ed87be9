import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { DayPicker, labelDayButton } from 'react-day-picker';
import { enUS, it } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import type { AvailabilityResponse } from '@/domain/api/availability';
import { isoDateToLocalDate, localDateToIsoDate, todayInRome } from '@/domain/calendar';
import { bookableDates, judgeDate, type Schedule } from '@/domain/schedule';
import { useLanguage } from '@/i18n/language-context';
import { labelClass } from '@/ui/form/field-styles';
import { formatLongDate } from '@/domain/format';
import { seatsOnDate } from './seats-on-date';
import { Icon } from '@/ui/page/icons';
import { DATE_PICKER_THEME } from '@/ui/date-picker-theme';

interface DateFieldProps {
  /** The live schedule (the catalogue's until the server's answer arrives). */
  schedule: Schedule;
  now: Date;
  availability: AvailabilityResponse | undefined;
  selectedDate: string | null;
  onSelect: (date: string) => void;
  /** The visitor is reaching for the calendar: time to ask for the seats. */
  onIntent: () => void;
  onOpenChange: (open: boolean) => void;
  open: boolean;
}

/** The month to show first: the chosen date, else the first bookable one, else today's. */
function firstMonth(firstBookable: string | undefined, today: string, selected: string | null) {
  return isoDateToLocalDate(selected ?? firstBookable ?? today);
}

export function DateField(props: DateFieldProps) {
  const { schedule, now, availability, selectedDate, onSelect, onIntent, onOpenChange, open } =
    props;
  const today = todayInRome(now);
  const bookable = bookableDates(schedule, now);
  const { t } = useLingui();
  const { locale } = useLanguage();
  const labelId = useId();
  const calendarId = useId();
  // Until the visitor turns a page, the calendar follows the schedule (the live one may arrive later).
  const [turnedTo, setMonth] = useState<Date | null>(null);
  const month = turnedTo ?? firstMonth(bookable[0], today, selectedDate);

  const isUnavailable = (day: Date) =>
    judgeDate(schedule, localDateToIsoDate(day), now) !== 'allowed';
  // A full date stays selectable, marked: choosing it offers the waiting list instead of the checkout.
  const isFull = (day: Date) => {
    const iso = localDateToIsoDate(day);
    return (
      judgeDate(schedule, iso, now) === 'allowed' && seatsOnDate(schedule, availability, iso) === 0
    );
  };
  const anyFull = bookable.some((date) => seatsOnDate(schedule, availability, date) === 0);
  const noUpcomingDates = bookable.length === 0;
  const fullLabel = t`al completo`;
  const pickerLocale = locale === 'it' ? it : enUS;

  return (
    <div>
      <span id={labelId} className={labelClass}>
        <Trans>Data del tour</Trans>
        <span aria-hidden="true"> *</span>
      </span>
      <button
        type="button"
        aria-labelledby={`${labelId} ${calendarId}-value`}
        aria-expanded={open}
        aria-controls={calendarId}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={() => onOpenChange(!open)}
        className="mt-1 flex w-full items-center justify-between rounded-md border border-stone-300 bg-white px-3 py-2 text-left shadow-sm hover:border-vine-700"
      >
        <span id={`${calendarId}-value`}>
          {selectedDate ? formatLongDate(selectedDate, locale) : t`Scegli una data`}
        </span>
        <Icon name="calendar" className="h-5 w-5 text-vine-700" />
      </button>
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
            month={month}
            onMonthChange={setMonth}
            startMonth={isoDateToLocalDate(today)}
            disabled={isUnavailable}
            modifiers={{ full: isFull }}
            modifiersClassNames={{ full: 'text-wine-700 line-through' }}
            labels={{
              labelDayButton: (day, modifiers, options, dateLib) => {
                const own = pickerLocale.labels?.labelDayButton;
                const label =
                  typeof own === 'function'
                    ? own(day, modifiers, options, dateLib)
                    : labelDayButton(day, modifiers, options, dateLib);
                return modifiers.full ? `${label}, ${fullLabel}` : label;
              },
            }}
            locale={pickerLocale}
            weekStartsOn={locale === 'it' ? 1 : 0}
            style={DATE_PICKER_THEME}
          />
          {anyFull && (
            <p className="px-2 pb-2 text-sm text-stone-700">
              <Trans>
                Le date barrate sono al completo: sceglile per metterti in lista d'attesa.
              </Trans>
            </p>
          )}
          {noUpcomingDates && (
            <p className="px-2 pb-2 text-sm text-stone-700">
              <Trans>Al momento non ci sono date prenotabili online.</Trans>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
