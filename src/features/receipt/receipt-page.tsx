import { useLingui } from '@lingui/react/macro';
import type { ReceiptView } from '@/domain/api/receipts';
import { todayInRome } from '@/domain/calendar';
import { formatDayMonthYear, formatEuros } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { messageFor, failureKind } from '@/lib/errors/error-messages';
import { TitledSection } from '@/ui/titled-section';
import { useReceipt } from './api/get-receipt';
import { DownloadReceiptPdf } from './download-receipt-pdf';
import { RECEIPT_ERRORS } from './receipt-errors';

/** /ricevuta: the receipt its signed link names, what it states, and its PDF. */
export function ReceiptPage({ token }: { token: string | undefined }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-vine-900">{t`La tua ricevuta`}</h1>
      {token ? (
        <ReceiptLookup token={token} />
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          {t`Questo link non apre nessuna ricevuta. Usa il link dell'e-mail di conferma o apri la ricevuta da "Le mie prenotazioni".`}
        </p>
      )}
    </div>
  );
}

function ReceiptLookup({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const query = useReceipt(token);
  if (query.isPending) {
    return (
      <p role="status" className="text-stone-700">
        {t`Caricamento della ricevuta...`}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg border border-wine-600 bg-white p-4 text-stone-900">
        {i18n._(messageFor(failureKind(query.error), RECEIPT_ERRORS))}
      </p>
    );
  }
  return <ReceiptShown receipt={query.data} />;
}

function ReceiptShown({ receipt }: { receipt: ReceiptView }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const issuedOn = formatDayMonthYear(todayInRome(new Date(receipt.issuedAt)), locale);
  const amount = formatEuros(receipt.amountCents, locale);
  return (
    <>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg border border-stone-200 bg-white p-5 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-stone-700">{t`Numero`}</dt>
        <dd>{receipt.number}</dd>
        <dt className="font-semibold text-stone-700">{t`Data`}</dt>
        <dd>{issuedOn}</dd>
        <dt className="font-semibold text-stone-700">{t`Ricevuto da`}</dt>
        <dd>{receipt.payer.name}</dd>
        <dt className="font-semibold text-stone-700">{t`Causale`}</dt>
        <dd>
          {receipt.description.map((line) => (
            <span key={line.it} className="block">
              {line[locale]}
            </span>
          ))}
        </dd>
        <dt className="font-semibold text-stone-700">{t`Importo`}</dt>
        <dd className="font-semibold">{amount}</dd>
      </dl>
      {receipt.creditNotes.length > 0 && (
        <TitledSection
          title={t`Note di credito`}
          className="space-y-2"
          titleClassName="text-xl font-semibold text-vine-900"
        >
          <ul className="list-disc pl-6">
            {receipt.creditNotes.map((note) => {
              const { number } = note;
              const refunded = formatEuros(note.amountCents, locale);
              const on = formatDayMonthYear(todayInRome(new Date(note.issuedAt)), locale);
              return <li key={note.number}>{t`N. ${number} del ${on}: ${refunded} rimborsati`}</li>;
            })}
          </ul>
        </TitledSection>
      )}
      <p className="text-sm text-stone-600">{receipt.wording[locale]}</p>
      <DownloadReceiptPdf receipt={receipt} />
    </>
  );
}
