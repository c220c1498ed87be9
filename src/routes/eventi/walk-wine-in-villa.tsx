import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../ui/simple-page';

export const Route = createFileRoute('/eventi/walk-wine-in-villa')({
  component: WalkWineInVillaPage,
});

function WalkWineInVillaPage() {
  return <SimplePage title={'Walk Wine in Villa'} />;
}
