import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import { addDays, todayInRome } from '@/domain/calendar';
import { formatLongDate } from '@/domain/format';
import { VOUCHER_DELIVERY_MAX_DAYS_AHEAD } from '@/domain/vouchers/delivery';
import { useLanguage } from '@/i18n/language-context';
import { errorClass, labelClass } from '@/ui/form/field-styles';
import { Icon } from '@/ui/page/icons';

// The calendar (react-day-picker) is needed only by a buyer who schedules the delivery.
const DeliveryCalendar = lazy(() => import('./delivery-calendar'));

interface DeliveryDateFieldProps {
  value: string;
  onChange: (date: string) => void;
  error: string | undefined;
  now: Date;
}

/** The last day a delivery may be set for: the server's limit, counted on the Italian calendar. */
function lastDay(today: string): string {
  return addDays(today, VOUCHER_DELIVERY_MAX_DAYS_AHEAD - 1);
}

/**
 * The delivery day: a button naming the chosen day in the page's language, which opens a month
 * calendar of the days a delivery may be set for. The button carries the field's error, so a
 * refused submit takes the focus to it.
 */
export function DeliveryDateField({ value, onChange, error, now }: DeliveryDateFieldProps) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const [open, setOpen] = useState(false);
  const id = useId();
  const today = todayInRome(now);
  return (
    <div>
      <span id={`${id}-label`} className={labelClass}>
        <Trans>Giorno della consegna</Trans>
        <span aria-hidden="true"> *</span>
      </span>
      <button
        type="button"
        name="deliveryDate"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-expanded={open}
        aria-controls={`${id}-calendar`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => setOpen(!open)}
        className="mt-1 flex w-full items-center justify-between rounded-md border border-stone-300 bg-white px-3 py-2 text-left shadow-sm hover:border-vine-700 aria-[invalid=true]:border-wine-600"
      >
        <span id={`${id}-value`}>{value ? formatLongDate(value, locale) : t`Scegli una data`}</span>
        <Icon name="calendar" className="h-5 w-5 text-vine-700" />
      </button>
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
      {open && (
        <div id={`${id}-calendar`} className="mt-2 rounded-md border border-stone-200 bg-white p-2">
          <Suspense
            fallback={
              <p role="status" className="p-2 text-sm text-stone-700">
                <Trans>Caricamento...</Trans>
              </p>
            }
          >
            <DeliveryCalendar
              first={today}
              last={lastDay(today)}
              selected={value}
              onSelect={(date) => {
                onChange(date);
                setOpen(false);
              }}
              locale={locale}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
