import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { buttonClass } from '@/ui/button-class';
import { PARTICIPANTS_MAX, PARTICIPANTS_MIN } from '@/domain/api/booking';
import { SelectField } from '@/ui/form/select-field';

const LARGE_GROUP = 'large-group';
const OPTIONS = [
  ...Array.from({ length: PARTICIPANTS_MAX - PARTICIPANTS_MIN + 1 }, (_, i) => {
    const count = String(PARTICIPANTS_MIN + i);
    return { value: count, label: count };
  }),
  { value: LARGE_GROUP, label: '10+' },
];

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
  const { t } = useLingui();
  const noticeId = useId();
  return (
    <div>
      <SelectField
        label={t`Numero di partecipanti`}
        value={String(participants)}
        options={OPTIONS}
        onChange={(value) => onChoose(value === LARGE_GROUP ? LARGE_GROUP : Number(value))}
        describedBy={largeGroupNotice ? noticeId : undefined}
      />
      {largeGroupNotice && (
        <div
          id={noticeId}
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
          <Link to="/contatti" className={`mt-2 ${buttonClass('primary', 'small')}`}>
            <Trans>Contattaci</Trans>
          </Link>
        </div>
      )}
    </div>
  );
}
