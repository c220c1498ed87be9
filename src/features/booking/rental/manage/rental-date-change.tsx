import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ManageRentalResponse } from '@/domain/api/rental';
import { addDays, isIsoDate } from '@/domain/calendar';
import { daysBetween } from '@/domain/rental/interval';
import type { HalfDaySlot } from '@/domain/rental/price-list';
import { errorMessage } from '@/lib/errors/error-messages';
import { MANAGE_RENTAL_ERRORS } from './manage-rental-errors';
import { CheckedForm } from '@/ui/form/checked-form';
import { DateField } from '@/ui/form/date-field';
import { SubmitRow } from '@/ui/form/submit-row';
import { useCheckedForm } from '@/ui/form/use-checked-form';
import { toast } from '@/ui/toast';
import { TitledSection } from '@/ui/titled-section';
import { HalfDaySlotField } from '../half-day-slot-field';

interface Values {
  startDate: string;
  slot: HalfDaySlot;
}

type Problem = 'missing' | 'refused';

/**
 * "Cambia date": the same bikes, add-ons and formula on other days, free while more than 72
 * hours remain before pick-up. The visitor names the new first day (and the half day's slot); the
 * server judges the stock and the formula's weekdays and says why a day will not do, on the field.
 */
export function RentalDateChange({
  managed,
  move,
}: {
  managed: ManageRentalResponse;
  move: (to: { startDate: string; endDate: string; slot?: HalfDaySlot }) => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const { rental } = managed;
  const days = daysBetween(rental.startDate, rental.endDate);
  // The server's words for a day it refused (stock, the formula's weekdays, the notice).
  const [refusal, setRefusal] = useState('');
  const form = useCheckedForm<Values, 'startDate', Problem>({
    initial: { startDate: '', slot: rental.slot ?? 'morning' },
    check: ({ startDate }) => (isIsoDate(startDate) ? {} : { startDate: 'missing' }),
    // Whatever the server names (the day, or the bikes or add-ons not free then), the day is what
    // the visitor can change here.
    refused: (fields) => (fields.length > 0 ? { startDate: 'refused' } : {}),
    send: async ({ startDate, slot }) => {
      await move({
        startDate,
        endDate: addDays(startDate, days - 1),
        ...(rental.formula === 'half_day' ? { slot } : {}),
      });
      toast.success(t`Date del noleggio cambiate`);
      form.reset();
    },
    onFailed: (error) => setRefusal(i18n._(errorMessage(error, MANAGE_RENTAL_ERRORS))),
    failureOf: (error) => i18n._(errorMessage(error, MANAGE_RENTAL_ERRORS)),
  });
  const problem = form.errorOf('startDate');
  const dateError =
    problem === 'missing' ? t`Scegli il nuovo primo giorno del noleggio.` : problem && refusal;

  if (!managed.canChangeDates) return null;
  return (
    <TitledSection
      title={<Trans>Cambia date</Trans>}
      className="space-y-3"
      titleClassName="text-xl font-semibold text-vine-900"
    >
      <p className="text-stone-700">
        {days === 1 ? (
          <Trans>Stesse bici e accessori, in un altro giorno. Il prezzo resta quello pagato.</Trans>
        ) : (
          <Trans>
            Stesse bici e accessori, per {days} giorni da un altro primo giorno. Il prezzo resta
            quello pagato.
          </Trans>
        )}
      </p>
      <CheckedForm label={t`Cambia date`} form={form} className="space-y-4">
        <DateField
          name="startDate"
          label={days === 1 ? t`Nuova data` : t`Nuovo primo giorno`}
          required
          value={form.values.startDate}
          onChange={(startDate) => form.setField('startDate', startDate)}
          error={dateError || undefined}
        />
        {rental.formula === 'half_day' && (
          <HalfDaySlotField
            value={form.values.slot}
            onChange={(slot) => form.setField('slot', slot)}
          />
        )}
        <SubmitRow
          failure={problem ? '' : form.failure}
          submitting={form.submitting}
          tone="outline"
        >
          {form.submitting ? t`Spostamento in corso…` : t`Sposta il noleggio`}
        </SubmitRow>
      </CheckedForm>
    </TitledSection>
  );
}
