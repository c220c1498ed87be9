import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../ui/simple-page';

export const Route = createFileRoute('/termini-e-condizioni')({
  component: TermsPage,
});

function TermsPage() {
  const { t } = useLingui();
  return <SimplePage title={t`Termini e Condizioni di Servizio`} />;
}
