import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent, ReactElement, ReactNode, RefObject } from 'react';
import { buttonClass } from '@/ui/button-class';

/** What the dialog needs of its form's state (`useCheckedForm` gives all three). */
interface DialogFormState {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitting: boolean;
}

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; focus returns to it. Left out when the caller opens it. */
  trigger?: ReactElement;
  title: ReactNode;
  /** What will happen, announced as the dialog's description. */
  description: ReactNode;
  form: DialogFormState;
  submitLabel: ReactNode;
  busyLabel: ReactNode;
  /** The button that closes it without sending ("Chiudi", "Non annullare"…). */
  closeLabel: ReactNode;
  tone?: 'primary' | 'danger';
  /** What went wrong that no field shows. */
  failure: string;
  children: ReactNode;
}

/**
 * The shape of every form a staff action opens in a dialog (extend or void a voucher, issue one,
 * cancel a booking, reject an application): title, what will happen, the fields, a failure no
 * field shows, and the two buttons. Focus is trapped inside and goes back to the trigger; while
 * sending it cannot be closed.
 */
export function FormDialog(props: FormDialogProps) {
  const { open, onOpenChange, tone = 'primary', failure } = props;
  const { formRef, onSubmit, submitting } = props.form;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !submitting && onOpenChange(next)}>
      {props.trigger && <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-vine-900">{props.title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 text-sm text-stone-700">{props.description}</div>
          </Dialog.Description>
          <form
            ref={formRef}
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            className="mt-4 space-y-4"
          >
            {props.children}
            {failure && (
              <p role="alert" className="rounded-md bg-wine-50 p-3 text-wine-800">
                {failure}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close disabled={submitting} className={`${buttonClass('outline')} min-h-11`}>
                {props.closeLabel}
              </Dialog.Close>
              <button
                type="submit"
                disabled={submitting}
                aria-busy={submitting}
                className={`${buttonClass(tone)} min-h-11`}
              >
                {submitting ? props.busyLabel : props.submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
