import { Plural, Trans } from '@lingui/react/macro';
import type { VoucherPaymentResponse } from '@/domain/api/vouchers';
import { formatLongDate, formatMoment, formatPrice } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { HomeAndContactLinks, ResultLayout } from '@/ui/page/result-layout';
import { ResultRow } from '@/ui/page/result-row';

/** The voucher just paid for: its code, what it is worth, until when, and when it is delivered. */
export function IssuedVoucher({ voucher }: { voucher: VoucherPaymentResponse['voucher'] }) {
  const { locale } = useLanguage();
  const { tour, deliverAt } = voucher;
  const amount = formatPrice(voucher.amountCents, locale);
  const moment = deliverAt ? formatMoment(deliverAt, locale) : '';
  const recipient = voucher.recipientName;
  return (
    <ResultLayout heading={<Trans>Grazie! Il buono regalo è pronto</Trans>} tone="success">
      <p role="status" className="rounded-lg border border-vine-600 bg-vine-50 p-4 text-vine-900">
        <strong className="block">
          <Trans>Pagamento confermato!</Trans>
        </strong>
        {deliverAt ? (
          <Trans>
            Il buono arriverà per email a {recipient} nel giorno e all'ora scelti: {moment} (ora
            italiana). Ti mandiamo una copia quando parte.
          </Trans>
        ) : (
          <Trans>Ti abbiamo inviato il buono per email: stampalo o inoltralo a {recipient}.</Trans>
        )}
      </p>
      <div className="rounded-lg border-2 border-dashed border-vine-700 bg-white p-4 text-center">
        <p className="text-sm text-stone-700">
          <Trans>Codice del buono</Trans>
        </p>
        <p className="mt-1 font-mono text-2xl font-bold tracking-wider break-all text-vine-900">
          {voucher.code}
        </p>
      </div>
      <dl className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white px-4">
        <ResultRow term={<Trans>Per</Trans>}>{recipient}</ResultRow>
        {tour ? (
          <ResultRow term={<Trans>Tour</Trans>}>
            {tour.tourName}, <Plural value={tour.people} one="# persona" other="# persone" /> (
            {amount})
          </ResultRow>
        ) : (
          <ResultRow term={<Trans>Importo</Trans>}>{amount}</ResultRow>
        )}
        <ResultRow term={<Trans>Valido fino al</Trans>}>
          {formatLongDate(voucher.validUntil, locale)}
        </ResultRow>
        <ResultRow term={<Trans>Consegna</Trans>}>
          {deliverAt ? moment : <Trans>Inviato ora alla tua email</Trans>}
        </ResultRow>
      </dl>
      <p className="text-stone-800">
        <Trans>
          Chi lo riceve lo usa prenotando un tour sul sito: il codice scala il prezzo, anche in più
          prenotazioni fino a esaurire il credito.
        </Trans>
      </p>
      <HomeAndContactLinks toursFirst />
    </ResultLayout>
  );
}
