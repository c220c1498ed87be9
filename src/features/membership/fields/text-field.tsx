import { useId, type InputHTMLAttributes } from 'react';
import { errorClass, hintClass, inputClass, labelClass } from './field-styles';

type NativeProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'spellCheck'
>;

export interface TextFieldProps extends NativeProps {
  label: string;
  /** The application field, so a blocked submit can find and focus it. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Marked with an asterisk and announced as required (requirements §5). */
  required?: boolean;
  /** Tax codes and province are written in capitals whatever the visitor types. */
  upperCase?: boolean;
  hint?: string;
  error?: string | undefined;
}

export function TextField(props: TextFieldProps) {
  const { label, name, value, onChange, required, upperCase, hint, error, ...native } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        name={name}
        value={value}
        onChange={(event) =>
          onChange(upperCase ? event.target.value.toUpperCase() : event.target.value)
        }
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass}${upperCase ? ' uppercase' : ''}`}
        {...native}
      />
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  );
}
