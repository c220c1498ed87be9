import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../ui/simple-page';

export const Route = createFileRoute('/tour/pojega')({
  component: PojegaPage,
});

function PojegaPage() {
  return <SimplePage title={'Pojega Tour'} />;
}
