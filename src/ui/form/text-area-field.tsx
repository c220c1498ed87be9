import { FieldGroup, type FieldGroupProps } from './field-group';
import { inputClass } from './field-styles';

interface TextAreaFieldProps extends Omit<FieldGroupProps, 'children' | 'describedBy'> {
  name?: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
}

export function TextAreaField(props: TextAreaFieldProps) {
  const { label, required, hint, error, className, value, onChange, ...native } = props;
  return (
    <FieldGroup {...{ label, required, hint, error, className }}>
      {(control) => (
        <textarea
          {...control}
          {...native}
          rows={native.rows ?? 4}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </FieldGroup>
  );
}
