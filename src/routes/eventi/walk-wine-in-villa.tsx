import { createFileRoute } from '@tanstack/react-router';
import { WALK_WINE_IN_VILLA_PAGE } from '../../content/event-pages/walk-wine-in-villa';
import { ExperiencePageView } from '../../features/content-pages/experience-page-view';

export const Route = createFileRoute('/eventi/walk-wine-in-villa')({
  component: WalkWineInVillaPage,
});

function WalkWineInVillaPage() {
  return <ExperiencePageView page={WALK_WINE_IN_VILLA_PAGE} back="events" />;
}
