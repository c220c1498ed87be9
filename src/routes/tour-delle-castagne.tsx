import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../ui/simple-page';

export const Route = createFileRoute('/tour-delle-castagne')({
  component: ChestnutTourPage,
});

function ChestnutTourPage() {
  const { t } = useLingui();
  return <SimplePage title={t`Tour delle Castagne`} />;
}
