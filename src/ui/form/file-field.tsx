import type { Ref } from 'react';
import { FieldGroup, type FieldGroupProps } from './field-group';
import { inputClass } from './field-styles';

export interface FileFieldProps extends Omit<FieldGroupProps, 'children'> {
  /** File types offered by the picker, e.g. ".csv,text/csv" (the picker's hint, not a check). */
  accept?: string;
  /** The file chosen, or undefined when the choice was cleared. */
  onFile: (file: File | undefined) => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A file to read on the device: the browser's own picker (keyboard and screen readers know it),
 * labelled and described like every other field of the kit. Its value cannot be set from code,
 * so it is uncontrolled: clear it through `inputRef` to let the same file be chosen again.
 */
export function FileField(props: FileFieldProps) {
  const { label, required, hint, error, describedBy, className } = props;
  return (
    <FieldGroup {...{ label, required, hint, error, describedBy, className }}>
      {(control) => (
        <input
          ref={props.inputRef}
          {...control}
          type="file"
          accept={props.accept}
          disabled={props.disabled}
          onChange={(event) => props.onFile(event.target.files?.[0])}
          className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-vine-50 file:px-3 file:py-1 file:text-vine-800`}
        />
      )}
    </FieldGroup>
  );
}
