import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n/language-context';
import { VOUCHER_QR_OPTIONS } from './voucher-qr-options';
import { voucherQrText } from './voucher-qr-text';

/**
 * The voucher's QR code, drawn on the device (offline too: the QR library's chunk is precached),
 * loaded only when a voucher is shown. Should drawing fail, the code printed beside it is enough.
 */
export function VoucherQr({ code }: { code: string }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) =>
        qrcode.toDataURL(voucherQrText(code, locale), { ...VOUCHER_QR_OPTIONS, width: 240 }),
      )
      .then((url) => current && setImage(url))
      .catch((error: unknown) => {
        console.warn('Voucher QR code not drawn', error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [code, locale]);

  if (failed) return null;
  return image ? (
    <img
      src={image}
      width={240}
      height={240}
      alt={t`Codice QR del buono: apre questa pagina`}
      className="h-36 w-36 shrink-0 [image-rendering:pixelated]"
    />
  ) : (
    <div aria-hidden="true" className="h-36 w-36 shrink-0 motion-safe:animate-pulse bg-stone-100" />
  );
}
