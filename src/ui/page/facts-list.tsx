import { useLingui } from '@lingui/react/macro';
import type { Fact, FactKind } from '@/content/experience';
import { useLocalized } from '@/i18n/use-localized';
import { FACT_LABELS } from './fact-labels';
import { Icon, type IconName } from './icons';

const FACT_ICONS: Record<FactKind, IconName> = {
  date: 'calendar',
  dates: 'calendar',
  time: 'clock',
  location: 'pin',
  start: 'clock',
  duration: 'clock',
  route: 'route',
  distance: 'route',
  elevation: 'route',
  groupSize: 'users',
  participants: 'users',
  difficulty: 'gauge',
  terrain: 'pin',
  minAge: 'info',
  languages: 'info',
  season: 'calendar',
  price: 'info',
};

/** Label/value pairs (duration, route, group size…) as a description list. */
export function FactsList({
  facts,
  compact = false,
}: {
  facts: readonly Fact[];
  compact?: boolean;
}) {
  const { i18n } = useLingui();
  const localized = useLocalized();
  return (
    <dl className={compact ? 'space-y-2 text-sm' : 'grid gap-4 sm:grid-cols-2'}>
      {facts.map((fact) => (
        <div key={fact.kind} className={compact ? '' : 'rounded-xl bg-white p-4 shadow-sm'}>
          <dt className="flex items-center gap-2 text-sm font-medium text-stone-700">
            <Icon name={FACT_ICONS[fact.kind]} className="h-5 w-5 shrink-0 text-vine-700" />
            {i18n._(FACT_LABELS[fact.kind])}
          </dt>
          <dd className="pl-7 font-semibold text-stone-900">{localized(fact.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
