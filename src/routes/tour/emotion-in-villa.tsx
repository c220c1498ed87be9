import { createFileRoute } from '@tanstack/react-router';
import { EMOTION_IN_VILLA_PAGE } from '../../content/tour-pages/emotion-in-villa';
import { ExperiencePageView } from '../../features/content-pages/experience-page-view';

export const Route = createFileRoute('/tour/emotion-in-villa')({
  component: EmotionInVillaPage,
});

function EmotionInVillaPage() {
  return <ExperiencePageView page={EMOTION_IN_VILLA_PAGE} back="tours" />;
}
