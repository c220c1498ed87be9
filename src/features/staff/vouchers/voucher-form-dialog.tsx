import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { buttonClass } from '@/ui/button-class';

interface VoucherFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; focus returns to it. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  submitLabel: string;
  busyLabel: string;
  tone?: 'primary' | 'danger';
  /** What went wrong that no field shows. */
  failure: string;
  children: ReactNode;
}

/**
 * The shape of every form "Buoni" opens in a dialog (extend, void, issue): title, what will
 * happen, the fields, a failure no field shows, and the two buttons. Focus is trapped inside and
 * goes back to the trigger; while sending it cannot be closed.
 */
export function VoucherFormDialog(props: VoucherFormDialogProps) {
  const { t } = useLingui();
  const { open, onOpenChange, submitting, tone = 'primary', formRef, onSubmit } = props;
  const { trigger, title, description, failure, children, submitLabel, busyLabel } = props;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !submitting && onOpenChange(next)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-vine-900">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 text-sm text-stone-700">{description}</div>
          </Dialog.Description>
          <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
            {children}
            {failure && (
              <p role="alert" className="rounded-md bg-wine-50 p-3 text-wine-800">
                {failure}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close disabled={submitting} className={`${buttonClass('outline')} min-h-11`}>
                {t`Chiudi`}
              </Dialog.Close>
              <button
                type="submit"
                disabled={submitting}
                aria-busy={submitting}
                className={`${buttonClass(tone)} min-h-11`}
              >
                {submitting ? busyLabel : submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
