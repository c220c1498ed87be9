import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { normalizeVoucherCode } from '@/domain/vouchers/code';
import { formatMoment } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { messageFor, failureKind } from '@/lib/errors/error-messages';
import { buttonClass } from '@/ui/button-class';
import { useVoucher, type VoucherLookup } from './api/get-voucher';
import { DownloadVoucherPdf } from './download-voucher-pdf';
import { useVoucherWords } from './use-voucher-words';
import { VoucherBalance } from './voucher-balance';
import { VoucherCard } from './voucher-card';
import { VoucherCodeForm } from './voucher-code-form';
import { VOUCHER_LOOKUP_ERRORS } from './voucher-errors';
import { keepVoucherCode } from './voucher-link-code';

/**
 * /buono: a gift voucher from its code alone (the link in the voucher mails, the PDF's QR code,
 * or the code typed in): the voucher as printed, its PDF, its balance, state and ledger. The last
 * answer for each code is kept on the device, so a voucher seen once opens offline.
 */
export function VoucherPage({ linkCode, now }: { linkCode: string | undefined; now?: Date }) {
  const { t } = useLingui();
  const [code, setCode] = useState(() => (linkCode ? normalizeVoucherCode(linkCode) : null));
  const typedAnother = (typed: string) => {
    keepVoucherCode(typed);
    setCode(typed);
  };
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-vine-900">{t`Il tuo buono regalo`}</h1>
      {code ? (
        <VoucherLookupView key={code} code={code} now={now} onOther={() => setCode(null)} />
      ) : (
        <>
          {linkCode && (
            <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
              {t`Il codice del link non è completo: scrivilo qui come è stampato sul buono.`}
            </p>
          )}
          <p className="text-stone-800">
            {t`Scrivi il codice del buono per vederne il saldo, i movimenti e la versione da stampare.`}
          </p>
          <VoucherCodeForm onCode={typedAnother} />
        </>
      )}
    </div>
  );
}

interface LookupProps {
  code: string;
  now: Date | undefined;
  onOther: () => void;
}

function VoucherLookupView({ code, now, onOther }: LookupProps) {
  const { t, i18n } = useLingui();
  const query = useVoucher(code);
  const other = (
    <button type="button" onClick={onOther} className={buttonClass('outline', 'small')}>
      {t`Cerca un altro buono`}
    </button>
  );
  if (query.isPending) {
    return (
      <p role="status" className="text-stone-700">
        {t`Caricamento del buono...`}
      </p>
    );
  }
  if (query.isError) {
    const kind = failureKind(query.error);
    return (
      <div className="space-y-4">
        <div role="alert" className="rounded-lg border border-wine-600 bg-white p-4 text-stone-900">
          <p>{i18n._(messageFor(kind, VOUCHER_LOOKUP_ERRORS))}</p>
          {kind !== 'VOUCHER_NOT_FOUND' && (
            <button
              type="button"
              onClick={() => void query.refetch()}
              className={`mt-3 ${buttonClass('primary', 'small')}`}
            >
              {t`Riprova`}
            </button>
          )}
        </div>
        {other}
      </div>
    );
  }
  return <VoucherShown voucher={query.data} now={now ?? new Date()} other={other} />;
}

function VoucherShown({
  voucher,
  now,
  other,
}: {
  voucher: VoucherLookup;
  now: Date;
  other: ReactNode;
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const words = useVoucherWords();
  const when = formatMoment(voucher.asOf, locale);
  return (
    <>
      <p role="status" className="text-sm text-stone-600 print:hidden">
        {voucher.fromDevice
          ? t`Impossibile aggiornare adesso: ecco la copia salvata su questo dispositivo, aggiornata il ${when}.`
          : t`Aggiornato il ${when}. Il buono resta consultabile su questo dispositivo anche senza connessione.`}
      </p>
      <VoucherCard view={voucher} words={words} />
      {/* Printing the page prints the voucher; the rest is for the screen. */}
      <div className="space-y-6 print:hidden">
        <DownloadVoucherPdf view={voucher} />
        <VoucherBalance view={voucher} words={words} now={now} />
        {other}
      </div>
    </>
  );
}
