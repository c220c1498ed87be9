import { useLingui } from '@lingui/react/macro';
import type { VoucherView } from '@/domain/api/vouchers';
import { DevicePdfButton } from '@/ui/device-pdf-button';

/**
 * "Scarica il PDF": the printable A5 voucher in the voucher's own language (the one its buyer
 * chose, as its mails), whatever the page's, made on the device. pdf-lib and the QR encoder load
 * on the first click only (about 180 kB gzipped, more than the whole page, and most visitors only
 * read their balance); the service worker keeps them from then on, so a PDF made once online can
 * be made again offline.
 */
export function DownloadVoucherPdf({ view }: { view: VoucherView }) {
  const { t, i18n } = useLingui();
  const make = async () => {
    const { voucherPdf } = await import('./pdf/voucher-pdf');
    return voucherPdf(view, i18n);
  };

  return (
    <DevicePdfButton
      label={t`Scarica il PDF`}
      make={make}
      what="Voucher"
      // The PDF maker is fetched on the first click (then kept by the service worker).
      offlineMessage={t`Sei offline: per preparare il PDF la prima volta serve una connessione. Dopo, lo puoi scaricare anche offline.`}
    />
  );
}
