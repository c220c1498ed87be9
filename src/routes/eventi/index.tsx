import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { EventCards } from '@/features/booking/events/event-cards';
import { PageMeta } from '@/ui/page-meta';
import { PageHeader } from '@/ui/page/page-header';

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
      <PageHeader
        title={<Trans>Eventi</Trans>}
        lead={
          <Trans>
            Giornate speciali a date fisse: camminate, pedalate e degustazioni nei momenti più belli
            dell'anno.
          </Trans>
        }
      />
      <EventCards />
    </div>
  );
}
