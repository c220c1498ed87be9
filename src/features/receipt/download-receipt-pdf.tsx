import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { ReceiptView } from '@/domain/api/receipts';
import { downloadFile } from '@/lib/download-file';
import { buttonClass } from '@/ui/button-class';
import { receiptPdfContentOf } from './receipt-pdf-content-of';

/**
 * "Scarica la ricevuta (PDF)": made on the device; pdf-lib loads on the first click only, so the
 * page itself stays light (the service worker keeps it from then on).
 */
export function DownloadReceiptPdf({ receipt }: { receipt: ReceiptView }) {
  const { t } = useLingui();
  const [state, setState] = useState<'ready' | 'making' | 'failed'>('ready');
  // Two taps in one frame make one file.
  const making = useRef(false);

  const download = async () => {
    if (making.current) return;
    making.current = true;
    setState('making');
    try {
      const { buildReceiptPdf } = await import('./pdf/build-receipt-pdf');
      const bytes = await buildReceiptPdf(receiptPdfContentOf(receipt));
      const name = `ricevuta-${receipt.number.replace('/', '-')}.pdf`;
      downloadFile(name, bytes, 'application/pdf');
      setState('ready');
    } catch (error) {
      console.error('Receipt PDF not made', error);
      setState('failed');
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
        {state === 'making' ? t`Preparazione del PDF...` : t`Scarica la ricevuta (PDF)`}
      </button>
      {state === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {t`Non è stato possibile preparare il PDF. Riprova tra poco.`}
        </p>
      )}
    </div>
  );
}
