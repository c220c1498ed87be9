import { useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { buttonClass } from '@/ui/button-class';
import { BusyButton } from '@/ui/busy-button';

/** What the desk form needs of its form's state (`useCheckedForm` gives all three). */
interface DeskFormState {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitting: boolean;
}

interface DeskFormProps {
  /** The form's accessible name ("Consegna delle bici …"). */
  label: string;
  /** The line that opens it: the rental's code, its customer and what is being recorded. */
  title: ReactNode;
  form: DeskFormState;
  submitLabel: ReactNode;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A desk form opened on a rental's card (pick-up, return): the kit checks its fields (the
 * browser's own checks are off), then its action, busy while it sends, and "Annulla".
 */
export function DeskForm({ label, title, form, submitLabel, onCancel, children }: DeskFormProps) {
  const { t } = useLingui();
  const { formRef, onSubmit, submitting } = form;
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={label}
      onSubmit={(event) => void onSubmit(event)}
      className="mt-3 space-y-3 rounded-lg border border-vine-600 bg-vine-50 p-4"
    >
      <p className="font-semibold text-vine-900">{title}</p>
      {children}
      <div className="flex flex-wrap gap-3">
        <BusyButton busy={submitting} tone="primary" type="submit">
          {submitLabel}
        </BusyButton>
        <button type="button" onClick={onCancel} className={buttonClass('outline', 'medium')}>
          {t`Annulla`}
        </button>
      </div>
    </form>
  );
}
