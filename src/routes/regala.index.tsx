import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { GiftForm } from '@/features/gift/gift-form';
import { textSearchParams } from '@/lib/routing/text-search-params';
import { InertUntilHydrated } from '@/ui/inert-until-hydrated';
import { PageMeta } from '@/ui/page-meta';
import { PageHeader } from '@/ui/page/page-header';

// A tour page's "Regala un tour" names its tour (`?tour=pojega`); the form checks the id.
const validateSearch = textSearchParams(['tour'], { maxLength: 40 });

export const Route = createFileRoute('/regala/')({
  validateSearch,
  component: GiftPage,
});

function GiftPage() {
  const { t } = useLingui();
  const { tour } = Route.useSearch();
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <PageMeta
        title={t`Regala un tour`}
        description={t`Regala un tour in e-bike tra i vigneti della Valpolicella: un buono da 50, 80, 150 € o dell'importo che vuoi, oppure un tour per più persone, consegnato per email anche nel giorno e all'ora che scegli.`}
      />
      <PageHeader
        title={<Trans>Regala un tour</Trans>}
        lead={
          <Trans>
            Un buono regalo da spendere su qualsiasi tour, anche in più volte. Non serve essere soci
            per regalarlo: chi lo riceve si iscrive quando prenota.
          </Trans>
        }
        fullWidthLead
      />
      <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <InertUntilHydrated>
          <GiftForm tour={tour} />
        </InertUntilHydrated>
      </section>
    </div>
  );
}
