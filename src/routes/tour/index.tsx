import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../ui/simple-page';

export const Route = createFileRoute('/tour/')({
  component: ToursPage,
});

function ToursPage() {
  const { t } = useLingui();
  return <SimplePage title={t`I nostri Tour`} />;
}
