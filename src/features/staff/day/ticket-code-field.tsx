import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { TextField } from '@/ui/form/text-field';
import type { CheckedFormState } from '@/ui/form/use-checked-form';
import { CameraScanToggle } from './camera-scan-toggle';
import { BusyButton } from '@/ui/busy-button';

/** The form of a ticket code: one field, `code`, its problem a message. */
export type TicketCodeFormState = CheckedFormState<{ code: string }, 'code', string>;

interface TicketCodeFieldProps {
  form: TicketCodeFormState;
  hint: string;
  submitLabel: string;
  /** Where the phone puts the cursor back, ready for the next ticket. */
  inputRef: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * "Codice biglietto" on a staff phone (the check-in, the rental desk): the QR's text from the
 * camera, the same text typed by a hardware reader (which ends with Enter), or the 8 characters
 * typed by hand. The camera's reading counts as typed and sent at once.
 */
export function TicketCodeField({
  form,
  hint,
  submitLabel,
  inputRef,
  className,
}: TicketCodeFieldProps) {
  const { t } = useLingui();
  const { formProps, values, errorOf, setField, submit, submitting } = form;
  const scanned = (text: string) => {
    setField('code', text);
    void submit({ code: text });
  };
  return (
    <>
      <form {...formProps} className={className}>
        <TextField
          label={t`Codice biglietto`}
          hint={hint}
          value={values.code}
          onChange={(code) => setField('code', code)}
          error={errorOf('code')}
          autoComplete="off"
          spellCheck={false}
          inputRef={inputRef}
          trailing={
            <BusyButton busy={submitting} tone="primary" type="submit">
              {submitLabel}
            </BusyButton>
          }
        />
      </form>
      <CameraScanToggle onCode={scanned} />
    </>
  );
}
