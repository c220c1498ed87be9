import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useHydrated } from '@/ui/use-hydrated';
import { ASSOCIATION } from '@/content/association';
import { HelpBox } from '@/ui/page/help-box';
import { Icon } from '@/ui/page/icons';
import { MembershipForm } from '@/features/membership/membership-form';
import {
  forgetFeeReturn,
  keepFeeReturn,
  keptFeeReturn,
  type FeeReturn,
} from '@/features/membership/fee/fee-return';
import { textSearchParams } from '@/lib/routing/text-search-params';
import { InertUntilHydrated } from '@/ui/inert-until-hydrated';
import { Badge } from '@/ui/badge';
import { PageMeta } from '@/ui/page-meta';
import { PageHeader } from '@/ui/page/page-header';
import { TitledSection } from '@/ui/titled-section';

// Only a sent application needs it: the fee step (its payment and verification calls, and the
// query they run on) stays out of the form page's first load.
const FeeStepPanel = lazy(() =>
  import('@/features/membership/fee/fee-step-panel').then((module) => ({
    default: module.FeeStepPanel,
  })),
);

const validateSearch = textSearchParams(['fee_session', 'application', 'fee_cancelled']);

export const Route = createFileRoute('/modulistica')({
  validateSearch,
  // Back from the fee's Checkout: the ids leave the address bar before anything renders, and the
  // page reads them from the tab's storage.
  beforeLoad: ({ search }) => {
    if (typeof window === 'undefined') return;
    const applicationId = search.application ?? search.fee_cancelled;
    if (applicationId === undefined) return;
    keepFeeReturn({
      sessionId: search.fee_session,
      applicationId,
      cancelled: search.fee_cancelled === undefined ? undefined : '1',
    });
    throw redirect({ to: '/modulistica', search: {}, replace: true });
  },
  component: FormsPage,
});

/**
 * The fee step of the application this tab sent last: read once hydrated, since the page's
 * prerendered HTML (the form) must be what the first render shows.
 */
function useFeeStep() {
  const hydrated = useHydrated();
  const kept = useMemo(() => (hydrated ? keptFeeReturn() : {}), [hydrated]);
  const [chosen, setChosen] = useState<FeeReturn | null>(null);
  const feeFor = chosen ?? kept;
  const start = (applicationId: string) => {
    keepFeeReturn({ applicationId });
    setChosen({ applicationId });
  };
  const done = () => {
    forgetFeeReturn();
    setChosen({});
  };
  return { feeFor, start, done };
}

function FormsPage() {
  const { t } = useLingui();
  const name = ASSOCIATION.legalName;
  const { feeFor, start, done } = useFeeStep();
  const { applicationId } = feeFor;
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10">
      <PageMeta
        title={t`Modulistica`}
        description={t`Diventa socio: compila online la domanda di ammissione all'associazione, necessaria per partecipare ai tour e agli eventi.`}
      />
      <PageHeader
        title={<Trans>Modulistica</Trans>}
        lead={
          <Trans>Per partecipare alle attività è necessaria l'iscrizione all'associazione.</Trans>
        }
        fullWidthLead
      />
      <TitledSection
        title={
          <>
            <Icon name="info" className="h-6 w-6 text-vine-700" />
            <Trans>L'associazione</Trans>
          </>
        }
        className="rounded-2xl border border-vine-100 bg-vine-50 p-6"
        titleClassName="flex items-center gap-2 text-xl font-semibold text-vine-900"
      >
        <p className="mt-3 text-stone-800">
          <Trans>
            {name} è un'associazione sportiva dilettantistica senza scopo di lucro che promuove il
            cicloturismo e l'escursionismo in Valpolicella. I tour e gli eventi sono riservati ai
            soci.
          </Trans>
        </p>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-stone-800">
          <li>
            <Trans>
              Prima di qualsiasi attività va compilata la liberatoria di responsabilità (manleva).
            </Trans>
          </li>
          <li>
            <Trans>L'ammissione a socio è subordinata alla delibera del Consiglio Direttivo.</Trans>
          </li>
        </ul>
      </TitledSection>
      <section
        aria-labelledby="membership-title"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      >
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="membership-title" className="text-2xl font-semibold text-vine-900">
            <Trans>Domanda di ammissione a socio</Trans>
          </h2>
          <Badge tone="success">
            <Trans>Compila online</Trans>
          </Badge>
        </div>
        <p className="mt-2 text-stone-700">
          <Trans>
            Compila la domanda direttamente dal sito e paga la quota associativa online: dopo la
            delibera del Consiglio Direttivo riceverai una conferma via e-mail.
          </Trans>
        </p>
        <div id="membership-form" className="mt-6">
          <InertUntilHydrated>
            {applicationId ? (
              <Suspense
                fallback={
                  <p role="status" className="text-stone-800">
                    <Trans>Caricamento...</Trans>
                  </p>
                }
              >
                <FeeStepPanel feeFor={{ ...feeFor, applicationId }} onDone={done} />
              </Suspense>
            ) : (
              <MembershipForm
                submitLabel={t`Invia domanda e paga la quota`}
                onSuccess={(sent) => start(sent.id)}
              />
            )}
          </InertUntilHydrated>
        </div>
      </section>
      <HelpBox />
    </div>
  );
}
