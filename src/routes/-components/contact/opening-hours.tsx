import { Trans } from '@lingui/react/macro';
import { OPENING_HOURS } from '@/content/contact';
import { useLocalized } from '@/i18n/use-localized';
import { ContactCard } from './contact-card';

export function OpeningHours() {
  const localized = useLocalized();
  return (
    <ContactCard headingId="opening-hours" title={<Trans>Orari di apertura</Trans>}>
      <dl className="mt-3 divide-y divide-stone-200">
        {OPENING_HOURS.map((row) => (
          <div key={row.days.it} className="flex justify-between gap-4 py-2">
            <dt className="text-stone-800">{localized(row.days)}</dt>
            <dd className="font-semibold text-stone-900">{localized(row.hours)}</dd>
          </div>
        ))}
      </dl>
    </ContactCard>
  );
}
