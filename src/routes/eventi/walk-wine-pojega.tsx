import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../ui/simple-page';

export const Route = createFileRoute('/eventi/walk-wine-pojega')({
  component: WalkWinePojegaPage,
});

function WalkWinePojegaPage() {
  return <SimplePage title={'Walk Wine Pojega'} />;
}
