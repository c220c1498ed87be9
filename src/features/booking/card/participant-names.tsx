import { useLingui } from '@lingui/react/macro';
import { HIDDEN_CHARACTERS_MESSAGE } from '@/ui/form/hidden-characters-message';
import { TextField } from '@/ui/form/text-field';

interface ParticipantNamesProps {
  names: string[];
  invalidIndexes: readonly number[];
  /** Refused paths whose text holds invisible characters ("participantNames.1"). */
  hiddenCharacters: readonly string[];
  onChange: (index: number, value: string) => void;
  /**
   * Who the names are: a tour's participants, or a rental's riders (one per bike), each of whom
   * signs their own waiver before the pick-up.
   */
  who?: 'participants' | 'riders';
}

/**
 * One name per participant (or rider); a lone one may leave it blank to mean the customer. Each
 * name is whose waiver link the confirmation mail carries.
 */
export function ParticipantNames(props: ParticipantNamesProps) {
  const { names, invalidIndexes, hiddenCharacters, onChange, who = 'participants' } = props;
  const { t, i18n } = useLingui();
  const riders = who === 'riders';
  const hidden = (index: number) => hiddenCharacters.includes(`participantNames.${index}`);
  const hiddenError = (index: number) =>
    hidden(index) ? i18n._(HIDDEN_CHARACTERS_MESSAGE) : undefined;
  const waiverHint = riders
    ? t`Ognuno firma la propria liberatoria prima del ritiro (per un minore, un genitore o tutore): i link arrivano con la mail di conferma.`
    : undefined;
  if (names.length === 1) {
    return (
      <TextField
        label={riders ? t`Chi pedala` : t`Nome del partecipante`}
        value={names[0] ?? ''}
        onChange={(value) => onChange(0, value)}
        hint={
          riders
            ? t`Se lo lasci vuoto useremo il tuo nome. ${waiverHint}`
            : t`Se lo lasci vuoto useremo il tuo nome.`
        }
        autoComplete="off"
        maxLength={120}
        error={hiddenError(0)}
      />
    );
  }
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-stone-800">
        {riders ? t`Chi pedala (uno per bici)` : t`Nomi dei partecipanti (uno per partecipante)`}
      </legend>
      {waiverHint && <p className="text-sm text-stone-700">{waiverHint}</p>}
      {names.map((name, index) => {
        const position = index + 1;
        return (
          <TextField
            key={index}
            label={riders ? t`Ciclista ${position}` : t`Partecipante ${position}`}
            value={name}
            onChange={(value) => onChange(index, value)}
            required
            autoComplete="off"
            maxLength={120}
            error={
              hiddenError(index) ??
              (invalidIndexes.includes(index)
                ? riders
                  ? t`Inserisci il nome di chi pedala questa bici.`
                  : t`Inserisci il nome del partecipante.`
                : undefined)
            }
          />
        );
      })}
    </fieldset>
  );
}
