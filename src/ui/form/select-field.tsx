import { FieldGroup, type FieldGroupProps } from './field-group';
import { inputClass } from './field-styles';

export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
}

interface SelectFieldProps<Value extends string> extends Omit<FieldGroupProps, 'children'> {
  name?: string;
  value: Value;
  options: ReadonlyArray<SelectOption<Value>>;
  onChange: (value: Value) => void;
  autoComplete?: string;
}

/** A native select: the phone's own picker, and typed values (only listed options come back). */
export function SelectField<Value extends string>(props: SelectFieldProps<Value>) {
  const { label, required, hint, error, describedBy, className } = props;
  const { name, value, options, onChange, autoComplete } = props;
  return (
    <FieldGroup {...{ label, required, hint, error, describedBy, className }}>
      {(control) => (
        <select
          {...control}
          name={name}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
          className={inputClass}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldGroup>
  );
}
