import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { EventCards } from '@/features/booking/events/event-cards';
import { PageMeta } from '@/ui/page-meta';

export const Route = createFileRoute('/eventi/')({
  component: EventsPage,
});

function EventsPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
      <PageMeta
        title={t`Eventi`}
        description={t`Gli eventi dell'associazione in Valpolicella: camminate tra i vigneti, il Tour delle Castagne e le esperienze in villa.`}
        image="event-castagne"
      />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-vine-900 md:text-4xl">
          <Trans>Eventi</Trans>
        </h1>
        <p className="max-w-3xl text-lg text-stone-700">
          <Trans>
            Giornate speciali a date fisse: camminate, pedalate e degustazioni nei momenti più belli
            dell'anno.
          </Trans>
        </p>
      </header>
      <EventCards />
    </div>
  );
}
