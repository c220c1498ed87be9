import { useLingui } from '@lingui/react/macro';
import { formatEuros } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';

/** "Rimborso: 160,00 € (100%)": the figure the page, the dialog and the e-mail all show. */
export function RefundLine({ amountCents, percent }: { amountCents: number; percent: number }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const amount = formatEuros(amountCents, locale);
  return <strong className="text-lg text-vine-900">{t`Rimborso: ${amount} (${percent}%)`}</strong>;
}
