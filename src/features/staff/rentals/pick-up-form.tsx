import { useLingui } from '@lingui/react/macro';
import {
  FRAME_NUMBER_MAX,
  foldFrameNumber,
  frameNumberSchema,
  type DeskRental,
} from '@/domain/api/staff-rental-desk';
import { bookingCode } from '@/domain/api/my-bookings';
import { TextField } from '@/ui/form/text-field';
import { useCheckedForm } from '@/ui/form/use-checked-form';
import { DeskForm } from './desk-form';

interface PickUpFormProps {
  rental: DeskRental;
  /** The riders whose waiver is still missing (this phone's unsent signatures count as signed). */
  missingWaivers: readonly string[];
  onPickedUp: (frameNumbers: string[]) => Promise<void>;
  onCancel: () => void;
}

type Frames = Record<string, string>;

/**
 * The bikes going out: one frame number per bike, as stamped on the frame, each once. Kept on the
 * phone at once and sent when there is a connection. Refused while a rider's waiver is missing:
 * the waiver is signed before any activity, and the server refuses such a pick-up too.
 */
export function PickUpForm({ rental, missingWaivers, onPickedUp, onCancel }: PickUpFormProps) {
  const { t } = useLingui();
  const code = bookingCode(rental.rentalId);
  const fields = rental.bikes.map((_, index) => `frame${index}`);
  const form = useCheckedForm<Frames, string, string>({
    initial: Object.fromEntries(fields.map((field) => [field, ''])),
    check: (values) => {
      const errors: Record<string, string> = {};
      if (missingWaivers.length > 0) {
        const names = missingWaivers.join(', ');
        errors.waivers = t`Bici non consegnate: manca la liberatoria di ${names}. Falla firmare con "Firma qui".`;
      }
      const seen = new Set<string>();
      for (const field of fields) {
        const value = values[field] ?? '';
        if (!frameNumberSchema.safeParse(value).success) {
          errors[field] = t`Scrivi il numero di telaio (lettere e cifre).`;
        } else if (seen.has(foldFrameNumber(value))) {
          errors[field] = t`Questo telaio è già scritto per un'altra bici.`;
        }
        seen.add(foldFrameNumber(value));
      }
      return errors;
    },
    send: (values) => onPickedUp(fields.map((field) => foldFrameNumber(values[field] ?? ''))),
  });
  const { values, errorOf, setField } = form;
  return (
    <DeskForm
      label={t`Consegna delle bici ${code}`}
      title={t`${code} · ${rental.customerName}: numeri di telaio delle bici consegnate`}
      form={form}
      submitLabel={t`Consegna le bici`}
      onCancel={onCancel}
    >
      {missingWaivers.length > 0 && (
        <p className="rounded-md bg-amber-50 p-3 text-amber-900">
          {t`Prima della consegna ogni ciclista firma la liberatoria (per un minore, un genitore o tutore).`}
        </p>
      )}
      {rental.bikes.map((bike, index) => {
        const position = index + 1;
        const field = `frame${index}`;
        return (
          <TextField
            key={field}
            label={t`Telaio bici ${position} (taglia ${bike.size}, ${bike.riderName})`}
            value={values[field] ?? ''}
            onChange={(value) => setField(field, value)}
            error={errorOf(field)}
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={FRAME_NUMBER_MAX}
          />
        );
      })}
      {/* Gone as soon as the last rider signs, not only at the next press. */}
      {missingWaivers.length > 0 && errorOf('waivers') && (
        <p role="alert" className="font-medium text-wine-700">
          {errorOf('waivers')}
        </p>
      )}
    </DeskForm>
  );
}
