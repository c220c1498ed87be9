import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../ui/simple-page';

export const Route = createFileRoute('/tour/colombare')({
  component: ColombarePage,
});

function ColombarePage() {
  return <SimplePage title={'Colombare Tour'} />;
}
