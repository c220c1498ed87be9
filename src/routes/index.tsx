import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../ui/simple-page';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  const { t } = useLingui();
  return <SimplePage title={t`Tour in e-bike tra i vigneti della Valpolicella`} />;
}
