import { useLingui } from '@lingui/react/macro';
import { ASSOCIATION } from '@/content/association';
import { VOUCHER_HOW_TO } from '@/content/voucher-how-to';
import type { VoucherView } from '@/domain/api/vouchers';
import { useLanguage } from '@/i18n/language-context';
import { DevicePdfButton } from '@/ui/device-pdf-button';
import type { VoucherPdfContent } from './pdf/voucher-pdf-content';
import type { useVoucherWords } from './use-voucher-words';
import { voucherQrText } from './voucher-qr-text';

interface DownloadVoucherPdfProps {
  view: VoucherView;
  words: ReturnType<typeof useVoucherWords>;
}

/**
 * "Scarica il PDF": the printable A5 voucher in the page's language, made on the device. pdf-lib
 * and the QR encoder load on the first click only (about 180 kB gzipped, more than the whole
 * page, and most visitors only read their balance); the service worker keeps them from then on,
 * so a PDF made once online can be made again offline.
 */
export function DownloadVoucherPdf({ view, words }: DownloadVoucherPdfProps) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const make = async () => {
    const { address } = ASSOCIATION;
    const content: VoucherPdfContent = {
      locale,
      association: ASSOCIATION.name,
      title: t`Buono regalo`,
      forLabel: t`Per`,
      recipientName: view.recipientName,
      message: view.message,
      valueLabel: t`Valore`,
      value: words.value(view),
      validLabel: t`Valido fino al`,
      validUntil: words.validUntil(view),
      codeLabel: t`Codice`,
      code: view.code,
      qrText: voucherQrText(view.code, locale),
      howTo: VOUCHER_HOW_TO[locale],
      footer: `${ASSOCIATION.legalName} · ${address.street}, ${address.postalCode} ${address.city} (${address.province}) · ${ASSOCIATION.email}`,
    };
    const { buildVoucherPdf } = await import('./pdf/build-voucher-pdf');
    return { name: `${t`buono-regalo`}-${view.code}.pdf`, bytes: await buildVoucherPdf(content) };
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
