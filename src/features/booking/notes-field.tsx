import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { inputClass, labelClass } from './field-styles';

export function NotesField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        <Trans>Note aggiuntive</Trans>
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={3}
        maxLength={2000}
        className={inputClass}
      />
    </div>
  );
}
