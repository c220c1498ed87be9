import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../ui/simple-page';

export const Route = createFileRoute('/modulistica')({
  component: FormsPage,
});

function FormsPage() {
  const { t } = useLingui();
  return <SimplePage title={t`Modulistica`} />;
}
