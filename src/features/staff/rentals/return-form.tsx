import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { RETURN_NOTE_MAX, type DeskRental } from '@/domain/api/staff-rental-desk';
import { bookingCode } from '@/domain/api/my-bookings';
import { CLOCK_TIME_PATTERN, romeInstant } from '@/domain/calendar';
import { TextAreaField } from '@/ui/form/text-area-field';
import { TimeField } from '@/ui/form/time-field';
import { useCheckedForm } from '@/ui/form/use-checked-form';
import { DeskForm } from './desk-form';

interface ReturnFormProps {
  rental: DeskRental;
  /** The desk's day and the time now in Rome ('HH:MM'): the return's time starts there. */
  date: string;
  nowTime: string;
  onReturned: (at: string, note: string) => Promise<void>;
  onCancel: () => void;
}

/** The bikes back: when (now, or the time they really came back) and the state they are in. */
export function ReturnForm({ rental, date, nowTime, onReturned, onCancel }: ReturnFormProps) {
  const { t } = useLingui();
  const [time] = useState(nowTime);
  const code = bookingCode(rental.rentalId);
  const form = useCheckedForm<{ time: string; note: string }, 'time' | 'note', string>({
    initial: { time, note: '' },
    check: ({ time: chosen, note }) => ({
      ...(CLOCK_TIME_PATTERN.test(chosen) ? {} : { time: t`Scegli l'ora della riconsegna.` }),
      ...(note.length > RETURN_NOTE_MAX ? { note: t`Al massimo 500 caratteri.` } : {}),
    }),
    send: ({ time: chosen, note }) =>
      onReturned(romeInstant(date, chosen).toISOString(), note.trim()),
  });
  const { values, errorOf, setField } = form;
  return (
    <DeskForm
      label={t`Riconsegna delle bici ${code}`}
      title={t`${code} · ${rental.customerName}: riconsegna`}
      form={form}
      submitLabel={t`Registra la riconsegna`}
      onCancel={onCancel}
    >
      <TimeField
        label={t`Ora della riconsegna`}
        value={values.time}
        onChange={(value) => setField('time', value)}
        step={5}
        error={errorOf('time')}
      />
      <TextAreaField
        label={t`Stato delle bici`}
        hint={t`Graffi, danni, pezzi mancanti; lascia vuoto se tutto è a posto.`}
        value={values.note}
        onChange={(value) => setField('note', value)}
        rows={3}
        maxLength={RETURN_NOTE_MAX}
        error={errorOf('note')}
      />
    </DeskForm>
  );
}
