import { Trans, useLingui } from '@lingui/react/macro';
import type { RentalAvailabilityResponse, RentalDayReason } from '@/domain/api/rental';
import { isoDateToLocalDate, localDateToIsoDate } from '@/domain/calendar';
import type { RentalFormula } from '@/domain/rental/price-list';
import { PopoverDateField } from '@/ui/popover-date-field';
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
  const { i18n } = useLingui();
  const reasons = new Map(days?.map((day) => [day.date, day.reason]));
  const reasonOf = (day: Date): RentalDayReason | null | undefined =>
    reasons.get(localDateToIsoDate(day));
  // Unknown (still loading) counts as not available: only what the server judged free is offered.
  const unavailable = (day: Date) => reasonOf(day) !== null;
  const legend = groupByReason(days ?? []);

  return (
    <PopoverDateField
      label={
        formula === 'half_day' || formula === 'full_day' ? (
          <Trans>Data del noleggio</Trans>
        ) : (
          <Trans>Primo giorno</Trans>
        )
      }
      selectedDate={selectedDate}
      onSelect={onSelect}
      open={open}
      onOpenChange={onOpenChange}
      error={error}
      month={isoDateToLocalDate(`${month}-01`)}
      onMonthChange={(day) => onMonthChange(monthOf(day))}
      startMonth={isoDateToLocalDate(`${firstMonth}-01`)}
      disabled={unavailable}
      dayNote={(day) => {
        const reason = reasonOf(day);
        return reason ? i18n._(rentalDayReasonMessage(reason, formula)) : null;
      }}
    >
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
    </PopoverDateField>
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
