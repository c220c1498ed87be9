import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../ui/simple-page';

export const Route = createFileRoute('/tour/x')({
  component: XTourPage,
});

function XTourPage() {
  return <SimplePage title={'X Tour'} />;
}
