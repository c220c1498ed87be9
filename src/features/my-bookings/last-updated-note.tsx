import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '@/i18n/language-context';
import type { MyBookingsData } from './api/get-my-bookings';
import { formatMoment } from '@/domain/format';

/** When the list was last read from the server, and whether this is the copy on the device. */
export function LastUpdatedNote({ data }: { data: MyBookingsData }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const when = formatMoment(data.asOf, locale);
  return (
    <p role="status" className="mt-2 text-sm text-stone-600">
      {data.fromDevice
        ? t`Impossibile aggiornare adesso: ecco la copia salvata su questo dispositivo, aggiornata il ${when}.`
        : t`Aggiornato il ${when}. Elenco e biglietti restano disponibili anche senza connessione.`}
    </p>
  );
}
