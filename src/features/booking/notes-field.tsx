import { useLingui } from '@lingui/react/macro';
import { TextAreaField } from '@/ui/form/text-area-field';

export function NotesField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useLingui();
  return (
    <TextAreaField
      label={t`Note aggiuntive`}
      value={value}
      onChange={onChange}
      rows={3}
      maxLength={2000}
    />
  );
}
