import { Trans } from '@lingui/react/macro';
import type { Itinerary } from '@/content/experience';
import { useLocalized } from '@/i18n/use-localized';
import { FactChip } from './fact-chip';
import { PageSection } from './page-section';

/** A tour's itinerary: a plain list of stops, or numbered steps with description and length. */
export function ItineraryView({ itinerary }: { itinerary: Itinerary }) {
  const localized = useLocalized();
  if (itinerary.kind === 'list') {
    return (
      <PageSection title={<Trans>Itinerario</Trans>}>
        <ol className="space-y-2">
          {itinerary.items.map((item, index) => (
            <li key={index} className="flex gap-3">
              <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-vine-100 text-sm font-semibold text-vine-800">
                {index + 1}
              </span>
              <span className="pt-0.5">{localized(item)}</span>
            </li>
          ))}
        </ol>
      </PageSection>
    );
  }
  return (
    <PageSection title={<Trans>Programma della giornata</Trans>}>
      <ol className="space-y-4 border-l-2 border-vine-100 pl-6">
        {itinerary.steps.map((step, index) => (
          <li key={index} className="relative">
            <span
              className="absolute -left-[2.35rem] flex h-7 w-7 items-center justify-center rounded-full bg-vine-700 text-sm font-semibold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <h3 className="font-semibold text-stone-900">
              <span className="sr-only">{index + 1}. </span>
              {localized(step.title)}
            </h3>
            {step.duration && (
              <FactChip
                as="p"
                icon="clock"
                label={<Trans>Durata</Trans>}
                className="flex items-center gap-1 text-sm text-vine-800"
              >
                {localized(step.duration)}
              </FactChip>
            )}
            <p className="text-stone-800">{localized(step.description)}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
