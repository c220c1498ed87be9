import { useId, type InputHTMLAttributes } from 'react';
import { errorClass, hintClass, inputClass, labelClass } from './field-styles';

type NativeProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'required' | 'placeholder'
>;

interface TextFieldProps extends NativeProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string | undefined;
}

export function TextField({ label, value, onChange, hint, error, ...native }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {native.required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...native}
      />
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
