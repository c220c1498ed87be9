import { createFileRoute } from '@tanstack/react-router';
import { POJEGA_PAGE } from '../../content/tour-pages/pojega';
import { ExperiencePageView } from '../../features/content-pages/experience-page-view';

export const Route = createFileRoute('/tour/pojega')({
  component: PojegaPage,
});

function PojegaPage() {
  return <ExperiencePageView page={POJEGA_PAGE} back="tours" />;
}
