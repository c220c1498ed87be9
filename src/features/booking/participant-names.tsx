import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/ui/form/text-field';

interface ParticipantNamesProps {
  names: string[];
  invalidIndexes: readonly number[];
  onChange: (index: number, value: string) => void;
}

/** One name per participant; a lone participant may leave it blank to mean the customer. */
export function ParticipantNames({ names, invalidIndexes, onChange }: ParticipantNamesProps) {
  const { t } = useLingui();
  if (names.length === 1) {
    return (
      <TextField
        label={t`Nome del partecipante`}
        value={names[0] ?? ''}
        onChange={(value) => onChange(0, value)}
        hint={t`Se lo lasci vuoto useremo il tuo nome.`}
        autoComplete="off"
        maxLength={120}
      />
    );
  }
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-stone-800">
        {t`Nomi dei partecipanti (uno per partecipante)`}
      </legend>
      {names.map((name, index) => {
        const position = index + 1;
        return (
          <TextField
            key={index}
            label={t`Partecipante ${position}`}
            value={name}
            onChange={(value) => onChange(index, value)}
            required
            autoComplete="off"
            maxLength={120}
            error={
              invalidIndexes.includes(index) ? t`Inserisci il nome del partecipante.` : undefined
            }
          />
        );
      })}
    </fieldset>
  );
}
