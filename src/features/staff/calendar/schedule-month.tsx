import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { addDays, parseISO } from 'date-fns';
import { createContext, use, useEffect, useRef, type CSSProperties } from 'react';
import { DayPicker, type DayButtonProps } from 'react-day-picker';
import { enUS, it } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import type { StaffSchedule } from '@/domain/api/staff-calendar';
import { isoDateToLocalDate, localDateToIsoDate } from '@/domain/calendar';
import { formatLongDate } from '@/domain/format';
import type { Schedule } from '@/domain/schedule';
import { useLanguage } from '@/i18n/language-context';
import { DATE_PICKER_THEME } from '@/ui/date-picker-theme';
import { dayMarks, type DayMarks } from './day-marks';

/** Days a thumb can hit (44 px), with room for the day's marks under its number. */
const THEME = {
  ...DATE_PICKER_THEME,
  '--rdp-day-height': '3rem',
  '--rdp-day-width': '2.875rem',
  '--rdp-day_button-height': '2.875rem',
  '--rdp-day_button-width': '2.75rem',
} as CSSProperties;

/** How the day buttons learn the marks of their day (the picker renders them itself). */
const MarksContext = createContext<(day: Date) => DayMarks>(() => {
  throw new Error('a marked day button outside ScheduleMonth');
});

/** The furthest month shown: the tour's horizon, at least a year ahead. */
const MIN_MONTHS_DAYS = 365;

interface ScheduleMonthProps {
  data: StaffSchedule;
  schedule: Schedule;
  onOpenDay: (date: string) => void;
}

/**
 * The tour's month: each day says, in its shape and its words rather than its colour alone,
 * whether the tour runs (a dot), is closed that day (crossed out, ✕) and how many seats are
 * booked (the figure); its accessible name says the same. Tapping a day opens its actions.
 */
export function ScheduleMonth({ data, schedule, onOpenDay }: ScheduleMonthProps) {
  const { locale } = useLanguage();
  const describe = useDayDescription();
  const marksOf = (day: Date) => dayMarks(data, schedule, localDateToIsoDate(day));
  const today = isoDateToLocalDate(data.today);
  const last = addDays(parseISO(data.today), Math.max(schedule.horizonDays, MIN_MONTHS_DAYS));
  return (
    <MarksContext value={marksOf}>
      <DayPicker
        mode="single"
        selected={undefined}
        onDayClick={(day, modifiers) => {
          if (!modifiers['disabled']) onOpenDay(localDateToIsoDate(day));
        }}
        defaultMonth={today}
        startMonth={today}
        endMonth={last}
        disabled={{ before: today }}
        modifiers={{
          departure: (day) => marksOf(day).departure,
          closed: (day) => marksOf(day).closed,
          booked: (day) => marksOf(day).booked > 0,
        }}
        components={{ DayButton: MarkedDayButton }}
        labels={{ labelDayButton: (day) => describe(marksOf(day)) }}
        locale={locale === 'it' ? it : enUS}
        weekStartsOn={locale === 'it' ? 1 : 0}
        style={THEME}
      />
      <Legend />
    </MarksContext>
  );
}

function MarkedDayButton({ day, modifiers, children, className = '', ...button }: DayButtonProps) {
  const marksOf = use(MarksContext);
  const ref = useRef<HTMLButtonElement>(null);
  // Keyboard moves through the grid by focusing the day it lands on, as the picker's own does.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const marks = marksOf(day.date);
  return (
    <button
      ref={ref}
      {...button}
      className={`${className} relative flex flex-col items-center justify-center leading-none ${
        marks.departure ? 'font-bold text-vine-900' : 'text-stone-700'
      }`}
    >
      <span className={marks.closed ? 'line-through' : undefined}>{children}</span>
      <span aria-hidden="true" className="mt-0.5 h-3 text-[0.7rem] leading-3">
        {marks.closed ? '✕' : marks.departure ? '●' : ''}
      </span>
      {marks.booked > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-wine-700 px-1 text-[0.65rem] leading-4 font-semibold text-white"
        >
          {marks.booked}
        </span>
      )}
    </button>
  );
}

/** The day's accessible name: its date, whether the tour runs, and the seats booked. */
export function useDayDescription() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  return (marks: DayMarks): string => {
    const day = formatLongDate(marks.date, locale);
    const state = marks.closed ? t`chiuso` : marks.departure ? t`partenza` : t`nessuna partenza`;
    const booked = marks.booked;
    return booked > 0
      ? t`${day}: ${state}, ${plural(booked, { one: '# posto prenotato', other: '# posti prenotati' })}`
      : `${day}: ${state}`;
  };
}

function Legend() {
  const { t } = useLingui();
  return (
    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-stone-700">
      <li>
        <span aria-hidden="true" className="mr-1 font-bold text-vine-900">
          ●
        </span>
        {t`partenza`}
      </li>
      <li>
        <span aria-hidden="true" className="mr-1 line-through">
          12 ✕
        </span>
        {t`chiuso`}
      </li>
      <li>
        <span
          aria-hidden="true"
          className="mr-1 rounded-full bg-wine-700 px-1.5 text-xs font-semibold text-white"
        >
          3
        </span>
        {t`posti prenotati`}
      </li>
    </ul>
  );
}
