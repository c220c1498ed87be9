import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../ui/simple-page';

export const Route = createFileRoute('/auth')({
  component: AuthPage,
});

function AuthPage() {
  const { t } = useLingui();
  return <SimplePage title={t`Accedi al tuo Account`} />;
}
