import { createFileRoute } from '@tanstack/react-router';
import { TRE_VALLI_PAGE } from '../../content/tour-pages/tre-valli';
import { ExperiencePageView } from '../../features/content-pages/experience-page-view';

export const Route = createFileRoute('/tour/tre-valli')({
  component: TreValliPage,
});

function TreValliPage() {
  return <ExperiencePageView page={TRE_VALLI_PAGE} back="tours" />;
}
