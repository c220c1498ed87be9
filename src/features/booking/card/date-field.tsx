import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AvailabilityResponse } from '@/domain/api/availability';
import { isoDateToLocalDate, localDateToIsoDate, todayInRome } from '@/domain/calendar';
import { bookableDates, judgeDate, type Schedule } from '@/domain/schedule';
import { PopoverDateField } from '@/ui/popover-date-field';
import { seatsOnDate } from './seats-on-date';

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

  return (
    <PopoverDateField
      label={<Trans>Data del tour</Trans>}
      selectedDate={selectedDate}
      onSelect={onSelect}
      open={open}
      onOpenChange={onOpenChange}
      onIntent={onIntent}
      month={month}
      onMonthChange={setMonth}
      startMonth={isoDateToLocalDate(today)}
      disabled={isUnavailable}
      modifiers={{ full: isFull }}
      modifiersClassNames={{ full: 'text-wine-700 line-through' }}
      dayNote={(_day, modifiers) => (modifiers.full ? fullLabel : null)}
    >
      {anyFull && (
        <p className="px-2 pb-2 text-sm text-stone-700">
          <Trans>Le date barrate sono al completo: sceglile per metterti in lista d'attesa.</Trans>
        </p>
      )}
      {noUpcomingDates && (
        <p className="px-2 pb-2 text-sm text-stone-700">
          <Trans>Al momento non ci sono date prenotabili online.</Trans>
        </p>
      )}
    </PopoverDateField>
  );
}
