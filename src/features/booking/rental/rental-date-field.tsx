import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { DayPicker, labelDayButton } from 'react-day-picker';
import { enUS, it } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import type { RentalAvailabilityResponse, RentalDayReason } from '@/domain/api/rental';
import { isoDateToLocalDate, localDateToIsoDate } from '@/domain/calendar';
import { formatLongDate } from '@/domain/format';
import type { RentalFormula } from '@/domain/rental/price-list';
import { useLanguage } from '@/i18n/language-context';
import { DATE_PICKER_THEME } from '@/ui/date-picker-theme';
import { errorClass, labelClass } from '@/ui/form/field-styles';
import { Icon } from '@/ui/page/icons';
import { rentalDayReasonMessage } from './rental-day-reasons';

interface RentalDateFieldProps {
  formula: RentalFormula;
  /** The month shown, `YYYY-MM`: the panel asks the server for its days. */
  month: string;
  onMonthChange: (month: string) => void;
  firstMonth: string;
  days: RentalAvailabilityResponse['days'] | undefined;
  loading: boolean;
  selectedDate: string | null;
  onSelect: (date: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  error?: string | undefined;
}

const monthOf = (day: Date) => localDateToIsoDate(day).slice(0, 7);

/**
 * The first day of the rental. Only a day the server judged free for the whole interval of the
 * formula can be chosen; every other day says why, in its own label and in the legend below.
 */
export function RentalDateField(props: RentalDateFieldProps) {
  const { formula, month, onMonthChange, firstMonth, days, loading, selectedDate, onSelect } =
    props;
  const { open, onOpenChange, error } = props;
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const labelId = useId();
  const calendarId = useId();
  const reasons = new Map(days?.map((day) => [day.date, day.reason]));
  const reasonOf = (day: Date): RentalDayReason | null | undefined =>
    reasons.get(localDateToIsoDate(day));
  // Unknown (still loading) counts as not available: only what the server judged free is offered.
  const unavailable = (day: Date) => reasonOf(day) !== null;
  const pickerLocale = locale === 'it' ? it : enUS;
  const legend = groupByReason(days ?? []);

  return (
    <div>
      <span id={labelId} className={labelClass}>
        {formula === 'half_day' || formula === 'full_day' ? (
          <Trans>Data del noleggio</Trans>
        ) : (
          <Trans>Primo giorno</Trans>
        )}
        <span aria-hidden="true"> *</span>
      </span>
      <button
        type="button"
        aria-labelledby={`${labelId} ${calendarId}-value`}
        aria-expanded={open}
        aria-controls={calendarId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${calendarId}-error` : undefined}
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
            month={isoDateToLocalDate(`${month}-01`)}
            onMonthChange={(day) => onMonthChange(monthOf(day))}
            startMonth={isoDateToLocalDate(`${firstMonth}-01`)}
            disabled={unavailable}
            labels={{
              labelDayButton: (day, modifiers, options, dateLib) => {
                const own = pickerLocale.labels?.labelDayButton;
                const label =
                  typeof own === 'function'
                    ? own(day, modifiers, options, dateLib)
                    : labelDayButton(day, modifiers, options, dateLib);
                const reason = reasonOf(day);
                return reason
                  ? `${label}, ${i18n._(rentalDayReasonMessage(reason, formula))}`
                  : label;
              },
            }}
            locale={pickerLocale}
            weekStartsOn={locale === 'it' ? 1 : 0}
            style={DATE_PICKER_THEME}
          />
          <div role="status" aria-live="polite" className="px-2 pb-2 text-sm text-stone-700">
            {loading ? (
              <Trans>Verifica delle bici libere...</Trans>
            ) : (
              legend.length > 0 && (
                <>
                  <p className="font-medium">
                    <Trans>Giorni non disponibili:</Trans>
                  </p>
                  <ul className="mt-1 space-y-1">
                    {legend.map(({ reason, dayNumbers }) => (
                      <li key={reason}>
                        <span className="font-medium">{dayNumbers.join(', ')}</span>
                        {' — '}
                        {i18n._(rentalDayReasonMessage(reason, formula))}
                      </li>
                    ))}
                  </ul>
                </>
              )
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/** The month's unavailable days by reason ('past' left out: no one looks for those). */
function groupByReason(days: RentalAvailabilityResponse['days']) {
  const groups = new Map<RentalDayReason, number[]>();
  for (const { date, reason } of days) {
    if (reason === null || reason === 'past') continue;
    const list = groups.get(reason) ?? [];
    list.push(Number(date.slice(8, 10)));
    groups.set(reason, list);
  }
  return [...groups].map(([reason, dayNumbers]) => ({ reason, dayNumbers }));
}
