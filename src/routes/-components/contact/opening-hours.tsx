import { Trans } from '@lingui/react/macro';
import { OPENING_HOURS } from '@/content/contact';
import { useLocalized } from '@/i18n/use-localized';

export function OpeningHours() {
  const localized = useLocalized();
  return (
    <section aria-labelledby="opening-hours" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="opening-hours" className="text-xl font-semibold text-vine-900">
        <Trans>Orari di apertura</Trans>
      </h2>
      <dl className="mt-3 divide-y divide-stone-200">
        {OPENING_HOURS.map((row) => (
          <div key={row.days.it} className="flex justify-between gap-4 py-2">
            <dt className="text-stone-800">{localized(row.days)}</dt>
            <dd className="font-semibold text-stone-900">{localized(row.hours)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
