import { useState } from 'react';
import { useCheckedForm, type CheckedFormOptions } from './use-checked-form';

interface DialogFormOptions<Values, Field extends string, Problem> extends Omit<
  CheckedFormOptions<Values, Field, Problem>,
  'draft' | 'onFailed'
> {
  /** The words for a failure that names no field (shown in the dialog, above its buttons). */
  failureOf: (error: unknown) => string;
}

/**
 * A form in a dialog (`FormDialog`): whether it is open, the failure no field shows, and the
 * form's state. A success closes it and starts the next one empty; a failure keeps it open with
 * everything typed; closing it forgets the failure; while sending it stays open.
 */
export function useDialogForm<Values, Field extends string, Problem>(
  options: DialogFormOptions<Values, Field, Problem>,
) {
  const [open, setOpen] = useState(false);
  const form = useCheckedForm<Values, Field, Problem>({
    ...options,
    send: async (values) => {
      await options.send(values);
      setOpen(false);
      await form.reset();
    },
  });
  const onOpenChange = (next: boolean) => {
    if (form.submitting) return;
    setOpen(next);
    if (!next) form.clearFailure();
  };
  return { form, open, onOpenChange, failure: form.failure };
}
