import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { PARTICIPANTS_MAX, PARTICIPANTS_MIN } from '@/domain/api/booking';
import { inputClass, labelClass } from './field-styles';

const COUNTS = Array.from(
  { length: PARTICIPANTS_MAX - PARTICIPANTS_MIN + 1 },
  (_, i) => PARTICIPANTS_MIN + i,
);
const LARGE_GROUP = 'large-group';

interface ParticipantsFieldProps {
  participants: number;
  largeGroupNotice: boolean;
  onChoose: (choice: number | 'large-group') => void;
}

/** 1–9 participants; "10+" keeps the count and invites the group to ask for a discount. */
export function ParticipantsField({
  participants,
  largeGroupNotice,
  onChoose,
}: ParticipantsFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        <Trans>Numero di partecipanti</Trans>
      </label>
      <select
        id={id}
        value={participants}
        onChange={(event) =>
          onChoose(event.target.value === LARGE_GROUP ? LARGE_GROUP : Number(event.target.value))
        }
        aria-describedby={largeGroupNotice ? `${id}-notice` : undefined}
        className={inputClass}
      >
        {COUNTS.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
        <option value={LARGE_GROUP}>10+</option>
      </select>
      {largeGroupNotice && (
        <div
          id={`${id}-notice`}
          role="status"
          className="mt-2 rounded-md border border-vine-600 bg-vine-50 p-3 text-sm"
        >
          <p className="font-semibold text-vine-900">
            <Trans>Gruppi numerosi</Trans>
          </p>
          <p className="mt-1 text-stone-800">
            <Trans>
              Per gruppi di 10 o più persone contattaci direttamente: ti proporremo un prezzo
              scontato.
            </Trans>
          </p>
          <Link
            to="/contatti"
            className="mt-2 inline-block rounded-md bg-vine-700 px-3 py-1.5 font-medium text-white hover:bg-vine-800"
          >
            <Trans>Contattaci</Trans>
          </Link>
        </div>
      )}
    </div>
  );
}
