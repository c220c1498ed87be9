import { createFileRoute } from '@tanstack/react-router';
import { COLOMBARE_PAGE } from '../../content/tour-pages/colombare';
import { ExperiencePageView } from '../../features/content-pages/experience-page-view';

export const Route = createFileRoute('/tour/colombare')({
  component: ColombarePage,
});

function ColombarePage() {
  return <ExperiencePageView page={COLOMBARE_PAGE} back="tours" />;
}
