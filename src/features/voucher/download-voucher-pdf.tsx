import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { ASSOCIATION } from '@/content/association';
import { VOUCHER_HOW_TO } from '@/content/voucher-how-to';
import type { VoucherView } from '@/domain/api/vouchers';
import { useLanguage } from '@/i18n/language-context';
import { downloadFile } from '@/lib/download-file';
import { buttonClass } from '@/ui/button-class';
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
  const [state, setState] = useState<'ready' | 'making' | 'failed' | 'offline'>('ready');
  // Two taps in one frame make one file.
  const making = useRef(false);

  const download = async () => {
    if (making.current) return;
    making.current = true;
    setState('making');
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
    try {
      const { buildVoucherPdf } = await import('./pdf/build-voucher-pdf');
      const bytes = await buildVoucherPdf(content);
      downloadFile(`${t`buono-regalo`}-${view.code}.pdf`, bytes, 'application/pdf');
      setState('ready');
    } catch (error) {
      console.error('Voucher PDF not made', error);
      // The PDF maker is fetched on the first click (then kept by the service worker).
      setState(navigator.onLine ? 'failed' : 'offline');
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
        {state === 'making' ? t`Preparazione del PDF...` : t`Scarica il PDF`}
      </button>
      {state !== 'ready' && state !== 'making' && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {state === 'offline'
            ? t`Sei offline: per preparare il PDF la prima volta serve una connessione. Dopo, lo puoi scaricare anche offline.`
            : t`Non è stato possibile preparare il PDF. Riprova tra poco.`}
        </p>
      )}
    </div>
  );
}
