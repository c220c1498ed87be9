import { useLingui } from '@lingui/react/macro';
import type { MyFeeReceipt } from '@/domain/api/my-bookings';
import { formatEuros } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { TitledSection } from '@/ui/titled-section';
import { WhichItem } from './which-item';

/** "Quote associative": the membership fees the account paid, each with its receipt. */
export function MyFeeReceipts({ fees }: { fees: readonly MyFeeReceipt[] }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  if (fees.length === 0) return null;
  return (
    <TitledSection title={t`Quote associative`} className="mt-10">
      <ul className="mt-4 space-y-4">
        {fees.map((fee) => {
          const title = fee.title[locale];
          return (
            <li
              key={fee.receiptNumber}
              className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
            >
              <h3 className="text-lg font-bold text-vine-900">{title}</h3>
              <p className="mt-1 text-sm text-stone-900">
                {fee.member} · {formatEuros(fee.amountCents, locale)}
              </p>
              <p className="mt-3 text-sm">
                <a href={fee.receiptUrl} className="font-semibold text-vine-800 underline">
                  {t`Ricevuta del pagamento`}
                  <WhichItem name={title} code={fee.member} />
                </a>
              </p>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
