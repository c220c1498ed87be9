import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { TICKET_QR_OPTIONS } from '@/domain/ticket/qr-options';

/**
 * The ticket's QR code, drawn on the device (also offline: the QR library's chunk is precached).
 * Large, black on white with a quiet zone, so a phone camera reads it in sunlight. The library is
 * loaded only when a ticket is shown.
 */
export function TicketQr({ ticket }: { ticket: string }) {
  const { t } = useLingui();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(ticket, { ...TICKET_QR_OPTIONS, width: 320 }))
      .then((url) => current && setImage(url))
      .catch((error: unknown) => {
        console.warn('QR code not drawn', error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [ticket]);

  if (failed) return null;
  return (
    <figure className="flex flex-col items-center">
      {image ? (
        <img
          src={image}
          width={320}
          height={320}
          alt={t`Codice QR del biglietto`}
          className="h-64 w-64 [image-rendering:pixelated] sm:h-80 sm:w-80"
        />
      ) : (
        <div
          aria-hidden="true"
          className="h-64 w-64 motion-safe:animate-pulse bg-stone-100 sm:h-80 sm:w-80"
        />
      )}
      <figcaption className="mt-2 text-center text-sm text-stone-700">
        {t`Mostra questo codice allo staff al punto di ritrovo.`}
      </figcaption>
    </figure>
  );
}
