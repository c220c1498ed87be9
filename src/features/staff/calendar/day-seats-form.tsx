import { useLingui } from '@lingui/react/macro';
import { UNLIMITED_SEATS } from '@/domain/tours';
import { buttonClass } from '@/ui/button-class';
import { TextField } from '@/ui/form/text-field';
import { useCheckedForm } from '@/ui/form/use-checked-form';
import type { DayMarks } from './day-marks';

interface DaySeatsFormProps {
  marks: DayMarks;
  busy: boolean;
  /** Saves the day's own seats (null: back to the tour's); rejects when the server refuses. */
  onSave: (seats: number | null) => Promise<void>;
}

/**
 * "Posti per questo giorno": the seats one day offers, in place of the tour's (fewer guides, a
 * bigger group). Checked here as the server checks it: a whole number up to the schema's
 * bound, and no fewer than the seats already booked that day.
 */
export function DaySeatsForm({ marks, busy, onSave }: DaySeatsFormProps) {
  const { t } = useLingui();
  const booked = marks.booked;
  const belowBooked = t`Almeno i posti già prenotati in questo giorno (${booked}).`;
  const form = useCheckedForm<{ seats: string }, 'seats', string>({
    initial: { seats: marks.seats === undefined ? '' : String(marks.seats) },
    check: ({ seats }) => {
      const value = Number(seats.trim());
      if (seats.trim() === '' || !Number.isInteger(value) || value < 0) {
        return { seats: t`Scrivi un numero intero di posti, per esempio 12.` };
      }
      if (value > UNLIMITED_SEATS) return { seats: t`Al massimo ${UNLIMITED_SEATS} posti.` };
      if (value < booked) return { seats: belowBooked };
      return {};
    },
    refused: (fields) => (fields.includes('change.seats') ? { seats: belowBooked } : {}),
    send: ({ seats }) => onSave(Number(seats.trim())),
  });
  const { submitting } = form;
  return (
    <form {...form.formProps} className="space-y-2">
      <TextField label={t`Posti per questo giorno`} inputMode="numeric" {...form.field('seats')} />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className={buttonClass('outline')}
          disabled={busy || submitting}
          aria-busy={submitting}
        >
          {t`Salva i posti`}
        </button>
        {marks.seats !== undefined && (
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={busy || submitting}
            onClick={() => void onSave(null).catch(() => undefined)}
          >
            {t`Usa i posti del tour`}
          </button>
        )}
      </div>
    </form>
  );
}
