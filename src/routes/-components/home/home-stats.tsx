import { useLingui } from '@lingui/react/macro';
import { HOME_STATS } from '@/content/home';
import { useLanguage } from '@/i18n/language-context';
import { useLocalized } from '@/i18n/use-localized';
import { formatRating } from '@/domain/format';

export function HomeStats() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const localized = useLocalized();
  return (
    <section aria-label={t`I nostri numeri`} className="bg-white">
      <dl className="mx-auto grid max-w-6xl gap-6 px-4 py-10 text-center sm:grid-cols-3">
        {HOME_STATS.map((stat) => (
          <div key={localized(stat.label)} className="flex flex-col-reverse gap-1">
            <dt className="text-stone-700">{localized(stat.label)}</dt>
            <dd className="text-4xl font-bold text-vine-800" data-testid="stat-value">
              {typeof stat.value === 'number' ? formatRating(stat.value, locale) : stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
