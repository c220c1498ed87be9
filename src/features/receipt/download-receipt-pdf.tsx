import { useLingui } from '@lingui/react/macro';
import type { ReceiptView } from '@/domain/api/receipts';
import { DevicePdfButton } from '@/ui/device-pdf-button';
import { receiptPdfContentOf } from './receipt-pdf-content-of';

/**
 * "Scarica la ricevuta (PDF)": made on the device; pdf-lib loads on the first click only, so the
 * page itself stays light (the service worker keeps it from then on).
 */
export function DownloadReceiptPdf({ receipt }: { receipt: ReceiptView }) {
  const { t } = useLingui();
  const make = async () => {
    const { buildReceiptPdf } = await import('./pdf/build-receipt-pdf');
    return {
      name: `ricevuta-${receipt.number.replace('/', '-')}.pdf`,
      bytes: await buildReceiptPdf(receiptPdfContentOf(receipt)),
    };
  };
  return <DevicePdfButton label={t`Scarica la ricevuta (PDF)`} make={make} what="Receipt" />;
}
