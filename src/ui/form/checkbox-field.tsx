import { useId, type ReactNode } from 'react';
import { checkboxClass, errorClass, hintClass } from './field-styles';

interface CheckboxFieldProps {
  label: ReactNode;
  name?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
}

/**
 * A checkbox with its label beside it; hint and error below, wired as in FieldGroup (error
 * first in the description, then hint).
 */
export function CheckboxField(props: CheckboxFieldProps) {
  const { label, name, checked, onChange, required, disabled, hint, error, className } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          disabled={disabled}
          required={required || undefined}
          aria-required={required ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked)}
          className={`${checkboxClass} disabled:cursor-not-allowed`}
        />
        <label htmlFor={id} className="text-sm text-stone-800">
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
      </div>
      {hint && (
        <div id={hintId} className={`${hintClass} ml-8`}>
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className={`${errorClass} ml-8`}>
          {error}
        </p>
      )}
    </div>
  );
}
