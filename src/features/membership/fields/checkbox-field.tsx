import { useId } from 'react';
import { checkboxClass } from './field-styles';

interface CheckboxFieldProps {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxField({ label, name, checked, onChange }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className={checkboxClass}
      />
      <label htmlFor={id} className="text-sm text-stone-800">
        {label}
      </label>
    </div>
  );
}
