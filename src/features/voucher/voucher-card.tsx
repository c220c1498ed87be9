import { useLingui } from '@lingui/react/macro';
import { ASSOCIATION } from '@/content/association';
import { VOUCHER_HOW_TO } from '@/content/voucher-how-to';
import type { VoucherView } from '@/domain/api/vouchers';
import { useLanguage } from '@/i18n/language-context';
import { VoucherQr } from './voucher-qr';
import type { useVoucherWords } from './use-voucher-words';

interface VoucherCardProps {
  view: VoucherView;
  words: ReturnType<typeof useVoucherWords>;
}

/** The voucher as it is printed: who it is for, the message, its value, validity, code and QR. */
export function VoucherCard({ view, words }: VoucherCardProps) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  return (
    <article
      aria-labelledby="voucher-title"
      className="overflow-hidden rounded-2xl border-2 border-vine-700 bg-white shadow-sm"
    >
      <header className="bg-vine-700 px-5 py-4 text-white">
        <p className="text-sm font-semibold tracking-wide uppercase">{ASSOCIATION.name}</p>
        <h2 id="voucher-title" className="mt-1 text-2xl font-bold">
          {t`Buono regalo`}
        </h2>
      </header>
      <div className="space-y-4 px-5 py-5">
        <p className="text-stone-700">
          {t`Per`} <span className="text-xl font-bold text-wine-600">{view.recipientName}</span>
        </p>
        {view.message && (
          <blockquote className="border-l-4 border-vine-100 pl-3 whitespace-pre-line text-stone-800 italic">
            {view.message}
          </blockquote>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-stone-600">{t`Valore`}</dt>
          <dd className="font-semibold text-vine-900">{words.value(view)}</dd>
          <dt className="text-stone-600">{t`Valido fino al`}</dt>
          <dd className="font-semibold text-vine-900">{words.validUntil(view)}</dd>
        </dl>
        <div className="flex flex-wrap items-center gap-4 rounded-xl bg-vine-50 p-3">
          <VoucherQr code={view.code} />
          <div className="min-w-0">
            <p className="text-sm text-stone-700">{t`Codice`}</p>
            <p className="font-mono text-lg font-bold tracking-wider break-all text-vine-900">
              {view.code}
            </p>
          </div>
        </div>
        <p className="text-sm text-stone-700">{VOUCHER_HOW_TO[locale]}</p>
      </div>
    </article>
  );
}
