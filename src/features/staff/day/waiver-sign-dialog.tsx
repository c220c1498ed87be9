import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useRef, type ComponentType } from 'react';
import type { WaiverSignatureFields } from '@/domain/api/waiver';
import { buttonClass } from '@/ui/button-class';
import type { WaiverFormProps } from '@/features/staff/waiver-form-slot';

/** Whose waiver is being signed on the guide's phone. */
export interface WaiverSigning {
  participantName: string;
  tourDate: string;
}

interface WaiverSignDialogProps {
  /** The signing form, from the slot the staff route fills. */
  WaiverForm: ComponentType<WaiverFormProps>;
  /** Open while there is someone to sign. */
  signing: WaiverSigning | null;
  /** The roster's waiver version: the text this phone shows and the participant signs. */
  textVersion: string;
  onClose: () => void;
  /** Queues the signature; the dialog closes once it is kept on the phone. */
  onSign: (fields: WaiverSignatureFields) => Promise<void>;
  /** Where focus goes once signed: the button that opened the dialog is gone by then. */
  afterSigned: () => void;
}

/**
 * "Firma qui": the waiver's text and form on the guide's phone, handed to the participant. Focus
 * starts on the title, so the text is read from its beginning; Escape and "Chiudi" close it and
 * focus goes back to the button that opened it. Nothing here needs the network.
 */
export function WaiverSignDialog({
  WaiverForm,
  signing,
  textVersion,
  onClose,
  onSign,
  afterSigned,
}: WaiverSignDialogProps) {
  const { t } = useLingui();
  const title = useRef<HTMLHeadingElement>(null);
  const signed = useRef(false);
  const name = signing?.participantName ?? '';
  const sign = async (fields: WaiverSignatureFields) => {
    await onSign(fields);
    signed.current = true;
    onClose();
  };
  return (
    <Dialog.Root open={signing !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            signed.current = false;
            title.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!signed.current) return;
            event.preventDefault();
            afterSigned();
          }}
          className="fixed inset-2 z-50 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:inset-x-auto sm:inset-y-6 sm:left-1/2 sm:w-full sm:max-w-2xl sm:-translate-x-1/2"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title
              ref={title}
              tabIndex={-1}
              className="text-2xl font-bold text-vine-900 focus:outline-none"
            >
              {t`Liberatoria di ${name}`}
            </Dialog.Title>
            <Dialog.Close className={buttonClass('outline', 'small')}>{t`Chiudi`}</Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-stone-800">
            {t`Passa il telefono a ${name}: legge il testo e firma scrivendo il proprio nome. Per un minore firma il genitore o tutore. La firma resta sul telefono e parte appena c'è connessione.`}
          </Dialog.Description>
          <div className="mt-4">
            {signing && (
              <Suspense fallback={<p role="status">{t`Caricamento del modulo...`}</p>}>
                <WaiverForm
                  participantName={signing.participantName}
                  tourDate={signing.tourDate}
                  textVersion={textVersion}
                  submitLabel={t`Firma e salva`}
                  onSign={sign}
                />
              </Suspense>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
