import { useId, type ReactNode } from 'react';
import { errorClass, hintClass, labelClass } from './field-styles';

/** What the group wires into its control: the same attributes on every field of the site. */
export interface ControlProps {
  id: string;
  required: boolean | undefined;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldGroupProps {
  label: ReactNode;
  /** Marked with an asterisk (hidden from screen readers, which hear "required" instead). */
  required?: boolean | undefined;
  /** Help shown under the control, before any error. */
  hint?: ReactNode;
  /** The field's problem, in the visitor's language; marks the control invalid. */
  error?: string | undefined;
  /** Ids of further elements describing the control (e.g. a notice the field opens). */
  describedBy?: string | undefined;
  className?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/**
 * Label, control, hint and error, always in this order. The control is described by its error
 * first, then its hint, so a screen reader says what is wrong before how to fill it in.
 */
export function FieldGroup(props: FieldGroupProps) {
  const { label, required, hint, error, describedBy, className, children } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [error && errorId, hint && hintId, describedBy].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        required: required || undefined,
        'aria-required': required ? true : undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint && (
        <div id={hintId} className={hintClass}>
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
