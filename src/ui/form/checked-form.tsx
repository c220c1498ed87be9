import { Trans } from '@lingui/react/macro';
import type { FormEvent, ReactNode, Ref } from 'react';

/** What the form needs of its state (`useCheckedForm` gives both). */
interface CheckedFormState {
  formRef: Ref<HTMLFormElement>;
  /** Checks the fields and sends; whatever it returns (a promise) is not waited for here. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
}

interface CheckedFormProps {
  /** The form's accessible name, e.g. "Modulo di contatto". */
  label: string;
  form: CheckedFormState;
  className: string;
  children: ReactNode;
}

/**
 * A form whose fields the kit checks: the browser's own checks are off (noValidate) so that every
 * error speaks the site's language at its field, and the form opens by saying what the
 * asterisk means (FieldGroup hides it from screen readers, which hear "required" instead).
 */
export function CheckedForm({ label, form, className, children }: CheckedFormProps) {
  const { formRef, onSubmit } = form;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={label}
      className={className}
    >
      <p className="col-span-full text-sm text-stone-600">
        <Trans>I campi contrassegnati con * sono obbligatori.</Trans>
      </p>
      {children}
    </form>
  );
}
