import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../ui/simple-page';

export const Route = createFileRoute('/tour/tre-valli')({
  component: TreValliPage,
});

function TreValliPage() {
  return <SimplePage title={'3 Valli Tour'} />;
}
