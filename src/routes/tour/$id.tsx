import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../ui/simple-page';

export const Route = createFileRoute('/tour/$id')({
  component: SampleTourPage,
});

function SampleTourPage() {
  const { t } = useLingui();
  return <SimplePage title={t`Dettaglio tour`} />;
}
