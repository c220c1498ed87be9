import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactElement, type ReactNode } from 'react';
import { buttonClass } from './button-class';

interface ConfirmDialogProps {
  /**
   * The button that opens the dialog (or asks for its figures first); focus returns to it. Left
   * out when the dialog opens on its own (a warning): focus then returns where it was.
   */
  trigger?: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What will happen, in figures (announced as the dialog's description). */
  children: ReactNode;
  confirmLabel: ReactNode;
  /** Shown on the confirm button while the action runs. */
  busyLabel: ReactNode;
  cancelLabel: ReactNode;
  busy: boolean;
  onConfirm: () => void;
}

/**
 * The confirmation step of an action that cannot be undone (cancel a booking, call a date off):
 * focus is trapped inside and starts on the safe choice, Escape and the cancel button close it,
 * and focus goes back to the button that opened it. While the action runs, it cannot be closed.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, children, busy, onConfirm } = props;
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {props.trigger && <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            keep.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-bold text-vine-900">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 space-y-2 text-stone-800">{children}</div>
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close ref={keep} disabled={busy} className={buttonClass('outline')}>
              {props.cancelLabel}
            </Dialog.Close>
            <button
              type="button"
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy}
              className={buttonClass('danger')}
            >
              {busy ? props.busyLabel : props.confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
