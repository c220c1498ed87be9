import { useLingui } from '@lingui/react/macro';
import { HIDDEN_CHARACTERS_MESSAGE } from '@/ui/form/hidden-characters-message';
import { TextField } from '@/ui/form/text-field';

interface ParticipantNamesProps {
  names: string[];
  invalidIndexes: readonly number[];
  /** Refused paths whose text holds invisible characters ("participantNames.1"). */
  hiddenCharacters: readonly string[];
  onChange: (index: number, value: string) => void;
}

/** One name per participant; a lone participant may leave it blank to mean the customer. */
export function ParticipantNames(props: ParticipantNamesProps) {
  const { names, invalidIndexes, hiddenCharacters, onChange } = props;
  const { t, i18n } = useLingui();
  const hidden = (index: number) => hiddenCharacters.includes(`participantNames.${index}`);
  const hiddenError = (index: number) =>
    hidden(index) ? i18n._(HIDDEN_CHARACTERS_MESSAGE) : undefined;
  if (names.length === 1) {
    return (
      <TextField
        label={t`Nome del partecipante`}
        value={names[0] ?? ''}
        onChange={(value) => onChange(0, value)}
        hint={t`Se lo lasci vuoto useremo il tuo nome.`}
        autoComplete="off"
        maxLength={120}
        error={hiddenError(0)}
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
              hiddenError(index) ??
              (invalidIndexes.includes(index) ? t`Inserisci il nome del partecipante.` : undefined)
            }
          />
        );
      })}
    </fieldset>
  );
}
