import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldGroup, type FieldGroupProps } from './field-group';
import { inputClass } from './field-styles';

type NativeProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'type'
  | 'autoComplete'
  | 'inputMode'
  | 'maxLength'
  | 'minLength'
  | 'spellCheck'
  | 'placeholder'
  | 'onKeyDown'
>;

export interface TextFieldProps extends NativeProps, Omit<FieldGroupProps, 'children'> {
  /** The form field it stands for, so a refused submit can find and focus it. */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  /** Codes (tax code, province) are written in capitals whatever the visitor types. */
  upperCase?: boolean;
  /** A control beside the input, e.g. a Verify button. */
  trailing?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField(props: TextFieldProps) {
  const { label, required, hint, error, describedBy, className, trailing, inputRef, ...rest } =
    props;
  const { value, onChange, upperCase, ...native } = rest;
  return (
    <FieldGroup {...{ label, required, hint, error, describedBy, className }}>
      {(control) => {
        const input = (
          <input
            ref={inputRef}
            {...control}
            {...native}
            value={value}
            onChange={(event) =>
              onChange(upperCase ? event.target.value.toUpperCase() : event.target.value)
            }
            className={`${inputClass}${upperCase ? ' uppercase' : ''}`}
          />
        );
        return trailing ? (
          <div className="flex gap-2">
            {input}
            {trailing}
          </div>
        ) : (
          input
        );
      }}
    </FieldGroup>
  );
}
