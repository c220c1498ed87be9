import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../ui/simple-page';

export const Route = createFileRoute('/noleggia')({
  component: RentalPage,
});

function RentalPage() {
  const { t } = useLingui();
  return <SimplePage title={t`Noleggio E-Bike`} />;
}
