import { createFileRoute } from '@tanstack/react-router';
import { WALK_WINE_POJEGA_PAGE } from '../../content/event-pages/walk-wine-pojega';
import { ExperiencePageView } from '../../features/content-pages/experience-page-view';

export const Route = createFileRoute('/eventi/walk-wine-pojega')({
  component: WalkWinePojegaPage,
});

function WalkWinePojegaPage() {
  return <ExperiencePageView page={WALK_WINE_POJEGA_PAGE} back="events" />;
}
