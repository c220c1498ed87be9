import { useLingui } from '@lingui/react/macro';
import { HIDDEN_CHARACTERS_MESSAGE } from '@/ui/form/hidden-characters-message';
import { TextAreaField } from '@/ui/form/text-area-field';

interface NotesFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The shared schema refused the notes; `hiddenCharacters` when for invisible characters. */
  refused: 'hiddenCharacters' | 'other' | null;
}

export function NotesField({ value, onChange, refused }: NotesFieldProps) {
  const { t, i18n } = useLingui();
  const error =
    refused === 'hiddenCharacters'
      ? i18n._(HIDDEN_CHARACTERS_MESSAGE)
      : refused === 'other'
        ? t`Controlla le note: al massimo 2000 caratteri.`
        : undefined;
  return (
    <TextAreaField
      label={t`Note aggiuntive`}
      value={value}
      onChange={onChange}
      rows={3}
      maxLength={2000}
      error={error}
    />
  );
}
