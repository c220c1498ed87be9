import { useLingui } from '@lingui/react/macro';
import { scheduleChangeSchema, type ScheduleChange } from '@/domain/api/staff-calendar';
import type { Schedule } from '@/domain/schedule';
import { scheduleSchema } from '@/domain/schedule-schema';
import { fieldErrorsFrom } from '@/ui/form/field-errors-from';
import { TextField } from '@/ui/form/text-field';
import { TimeField } from '@/ui/form/time-field';
import { useCheckedForm } from '@/ui/form/use-checked-form';
import { SubmitRow } from '@/ui/form/submit-row';

type SettingsField = 'startTime' | 'leadHours' | 'horizonDays';
type SettingsValues = Record<SettingsField, string>;

const { leadHours, horizonDays } = scheduleSchema.shape;

interface ScheduleSettingsFormProps {
  schedule: Schedule;
  /** Sends the change; rejects when the server refuses it (its fields are then marked). */
  onSave: (change: Extract<ScheduleChange, { op: 'setSettings' }>) => Promise<void>;
}

function asChange(values: SettingsValues) {
  return {
    op: 'setSettings' as const,
    startTime: values.startTime.trim(),
    leadHours: Number(values.leadHours.trim() || Number.NaN),
    horizonDays: Number(values.horizonDays.trim() || Number.NaN),
  };
}

/**
 * The tour's start time, notice (hours before the start that booking closes) and horizon (how
 * many days ahead it can be booked), checked with the schema the product reads the schedule
 * with, so what the server would refuse is refused first, on its field.
 */
export function ScheduleSettingsForm({ schedule, onSave }: ScheduleSettingsFormProps) {
  const { t } = useLingui();
  const leadMax = leadHours.maxValue ?? 0;
  const horizonMax = horizonDays.maxValue ?? 0;
  const settingsErrors = fieldErrorsFrom<unknown, SettingsField, string>(scheduleChangeSchema, {
    fields: {
      startTime: t`Scrivi l'ora di partenza come 09:00.`,
      leadHours: t`Un numero intero di ore, da 0 a ${leadMax}.`,
      horizonDays: t`Un numero intero di giorni, da 1 a ${horizonMax}.`,
    },
    // Refused as 'change.leadHours'.
    segment: 'last',
  });
  const form = useCheckedForm<SettingsValues, SettingsField, string>({
    initial: {
      startTime: schedule.startTime,
      leadHours: String(schedule.leadHours),
      horizonDays: String(schedule.horizonDays),
    },
    check: (values) => settingsErrors.check(asChange(values)),
    refused: settingsErrors.refused,
    send: (values) => onSave(asChange(values)),
  });
  const { submitting } = form;
  return (
    <form
      {...form.formProps}
      aria-label={t`Orari e periodo di prenotazione`}
      className="grid gap-4 sm:grid-cols-3"
    >
      <TimeField label={t`Ora di partenza`} {...form.field('startTime')} required />
      <TextField
        label={t`Preavviso (ore)`}
        hint={t`Fino a quante ore prima della partenza si prenota.`}
        inputMode="numeric"
        {...form.field('leadHours')}
        required
      />
      <TextField
        label={t`Prenotabile con anticipo (giorni)`}
        hint={t`Quanti giorni prima si può prenotare.`}
        inputMode="numeric"
        {...form.field('horizonDays')}
        required
      />
      <SubmitRow className="sm:col-span-3" submitting={submitting}>
        {t`Salva orari e periodo`}
      </SubmitRow>
    </form>
  );
}
