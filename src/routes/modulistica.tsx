import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ASSOCIATION } from '@/content/association';
import { HelpBox } from '@/ui/page/help-box';
import { Icon } from '@/ui/page/icons';
import { MembershipForm } from '@/features/membership/membership-form';
import { QueryProvider } from '@/lib/query/query-provider';
import { InertUntilHydrated } from '@/ui/inert-until-hydrated';
import { Badge } from '@/ui/badge';
import { PageMeta } from '@/ui/page-meta';

export const Route = createFileRoute('/modulistica')({
  component: FormsPage,
});

function FormsPage() {
  const { t } = useLingui();
  const name = ASSOCIATION.legalName;
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10">
      <PageMeta
        title={t`Modulistica`}
        description={t`Diventa socio: compila online la domanda di ammissione all'associazione, necessaria per partecipare ai tour e agli eventi.`}
      />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-vine-900 md:text-4xl">
          <Trans>Modulistica</Trans>
        </h1>
        <p className="text-lg text-stone-700">
          <Trans>Per partecipare alle attività è necessaria l'iscrizione all'associazione.</Trans>
        </p>
      </header>
      <section
        aria-labelledby="association-info"
        className="rounded-2xl border border-vine-100 bg-vine-50 p-6"
      >
        <h2
          id="association-info"
          className="flex items-center gap-2 text-xl font-semibold text-vine-900"
        >
          <Icon name="info" className="h-6 w-6 text-vine-700" />
          <Trans>L'associazione</Trans>
        </h2>
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
      </section>
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
            Compila la domanda direttamente dal sito: dopo la delibera del Consiglio Direttivo
            riceverai una conferma via e-mail.
          </Trans>
        </p>
        <div id="membership-form" className="mt-6">
          <QueryProvider>
            <InertUntilHydrated>
              <MembershipForm />
            </InertUntilHydrated>
          </QueryProvider>
        </div>
      </section>
      <HelpBox />
    </div>
  );
}
