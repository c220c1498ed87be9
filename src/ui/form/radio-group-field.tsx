import { useId } from 'react';
import { checkboxClass, labelClass } from './field-styles';
import type { SelectOption } from './select-field';

interface RadioGroupFieldProps<Value extends string> {
  legend: string;
  name: string;
  value: Value;
  options: ReadonlyArray<SelectOption<Value>>;
  onChange: (value: Value) => void;
  className?: string;
}

/** A few choices shown at once: a fieldset whose legend names the question, one radio each. */
export function RadioGroupField<Value extends string>(props: RadioGroupFieldProps<Value>) {
  const { legend, name, value, options, onChange, className } = props;
  const id = useId();
  return (
    <fieldset className={className}>
      <legend className={labelClass}>{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className={checkboxClass}
            />
            <label htmlFor={`${id}-${option.value}`} className="text-sm text-stone-800">
              {option.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
