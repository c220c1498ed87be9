import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageMeta } from '@/ui/page-meta';
import { TermsText } from '@/ui/terms-text';

export const Route = createFileRoute('/termini-e-condizioni')({
  component: TermsPage,
});

function TermsPage() {
  const { t } = useLingui();
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <PageMeta
        title={t`Termini e Condizioni di Servizio`}
        description={t`Termini e condizioni dei tour guidati, degli eventi e del noleggio e-bike: iscrizione, prenotazione, cancellazione, sicurezza e privacy.`}
      />
      <h1 className="text-3xl font-bold text-vine-900 md:text-4xl">{t`Termini e Condizioni di Servizio`}</h1>
      <TermsText headingLevel={2} showHeader />
    </article>
  );
}
