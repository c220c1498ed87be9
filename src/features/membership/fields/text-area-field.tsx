import { useId } from 'react';
import { inputClass, labelClass } from './field-styles';

interface TextAreaFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
}

export function TextAreaField({ label, name, value, onChange, maxLength }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        value={value}
        rows={4}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    </div>
  );
}
