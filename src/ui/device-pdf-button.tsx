import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { downloadFile } from '@/lib/download-file';
import { buttonClass } from '@/ui/button-class';

/** A PDF made on the device: its file name and bytes. */
export interface DevicePdf {
  name: string;
  bytes: BlobPart;
}

interface DevicePdfButtonProps {
  /** The button's words while nothing is being made, e.g. "Scarica il PDF". */
  label: string;
  /** Makes the PDF; what makes it is imported inside, so it loads on the first click only. */
  make: () => Promise<DevicePdf>;
  /** Names the document in the console when making it failed. */
  what: string;
  /**
   * Said instead of the plain failure when making it failed offline, for a document whose maker
   * is fetched on the first click; without it, offline fails like any failure.
   */
  offlineMessage?: string;
}

/**
 * A button that makes a PDF on the device and downloads it, busy while it is made; two taps in
 * one frame make one file, and a failure is said below it.
 */
export function DevicePdfButton({ label, make, what, offlineMessage }: DevicePdfButtonProps) {
  const { t } = useLingui();
  const [state, setState] = useState<'ready' | 'making' | 'failed' | 'offline'>('ready');
  const making = useRef(false);

  const download = async () => {
    if (making.current) return;
    making.current = true;
    setState('making');
    try {
      const pdf = await make();
      downloadFile(pdf.name, pdf.bytes, 'application/pdf');
      setState('ready');
    } catch (error) {
      console.error(`${what} PDF not made`, error);
      setState(offlineMessage && !navigator.onLine ? 'offline' : 'failed');
    } finally {
      making.current = false;
    }
  };

  return (
    <div>
      <button
        type="button"
        onClick={() => void download()}
        disabled={state === 'making'}
        aria-busy={state === 'making'}
        className={buttonClass('primary', 'large')}
      >
        {state === 'making' ? t`Preparazione del PDF...` : label}
      </button>
      {(state === 'failed' || state === 'offline') && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {state === 'offline'
            ? offlineMessage
            : t`Non è stato possibile preparare il PDF. Riprova tra poco.`}
        </p>
      )}
    </div>
  );
}
