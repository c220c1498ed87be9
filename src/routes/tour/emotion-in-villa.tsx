import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../ui/simple-page';

export const Route = createFileRoute('/tour/emotion-in-villa')({
  component: EmotionInVillaPage,
});

function EmotionInVillaPage() {
  return <SimplePage title={'E-Motion in Villa'} />;
}
