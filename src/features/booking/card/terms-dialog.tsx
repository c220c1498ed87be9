import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useState, type ReactNode } from 'react';
import { TERMS_SCROLL_THRESHOLD_PX } from '@/domain/terms';
import { TermsText } from '@/ui/terms-text';
import { CheckboxField } from '@/ui/form/checkbox-field';

interface TermsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The visitor read to the end, ticked the box and chose Accept. */
  onAccept: () => void;
  /** The button that opens the dialog; focus returns to it on close. */
  trigger: ReactNode;
}

function isScrolledToEnd(element: HTMLElement): boolean {
  return (
    element.scrollHeight - element.scrollTop - element.clientHeight <= TERMS_SCROLL_THRESHOLD_PX
  );
}

/**
 * The body lives only while the dialog is open (Radix unmounts closed content), so the
 * scrolled-to-end flag and the checkbox start afresh at every opening, as the spec wants.
 */
function TermsDialogBody({ onAccept }: { onAccept: () => void }) {
  const { t } = useLingui();
  const [readToEnd, setReadToEnd] = useState(false);
  const [agreed, setAgreed] = useState(false);

  // A text short enough to fit needs no scrolling; a text not laid out yet (height 0) is not read.
  const measure = useCallback((element: HTMLDivElement | null) => {
    if (element && element.scrollHeight > 0 && element.scrollHeight <= element.clientHeight) {
      setReadToEnd(true);
    }
  }, []);

  return (
    <>
      <div
        ref={measure}
        tabIndex={0}
        role="region"
        aria-label={t`Testo dei termini e condizioni`}
        onScroll={(event) => {
          if (isScrolledToEnd(event.currentTarget)) setReadToEnd(true);
        }}
        className="min-h-0 flex-1 overflow-y-auto border-y border-stone-200 px-6 py-4"
      >
        <TermsText headingLevel={3} showHeader />
      </div>
      <div className="space-y-4 px-6 py-4">
        <CheckboxField
          label={<Trans>Ho letto e accetto i termini e condizioni</Trans>}
          checked={agreed}
          disabled={!readToEnd}
          onChange={setAgreed}
          hint={
            readToEnd ? undefined : (
              <Trans>Scorri il testo fino in fondo per poter accettare.</Trans>
            )
          }
        />
        <div className="flex justify-end gap-3">
          <Dialog.Close className="rounded-md border border-stone-300 px-4 py-2 font-medium text-stone-800 hover:bg-stone-100">
            <Trans>Annulla</Trans>
          </Dialog.Close>
          <button
            type="button"
            disabled={!agreed}
            onClick={onAccept}
            className="rounded-md bg-vine-700 px-4 py-2 font-semibold text-white hover:bg-vine-800 disabled:cursor-not-allowed disabled:bg-stone-500"
          >
            <Trans>Accetta</Trans>
          </button>
        </div>
      </div>
    </>
  );
}

/** Terms dialog (requirements §4): focus trapped, Escape and Cancel close it without accepting. */
export function TermsDialog({ open, onOpenChange, onAccept, trigger }: TermsDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl">
          <div className="px-6 pt-6 pb-3">
            <Dialog.Title className="text-xl font-bold text-vine-900">
              <Trans>Termini e Condizioni di Servizio</Trans>
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-stone-600">
              <Trans>Leggi i termini fino in fondo, poi conferma di averli accettati.</Trans>
            </Dialog.Description>
          </div>
          <TermsDialogBody onAccept={onAccept} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
