import { createFileRoute } from '@tanstack/react-router';
import { X_TOUR_PAGE } from '../../content/tour-pages/x-tour';
import { ExperiencePageView } from '../../features/content-pages/experience-page-view';

export const Route = createFileRoute('/tour/x')({
  component: XTourPage,
});

function XTourPage() {
  return <ExperiencePageView page={X_TOUR_PAGE} back="tours" />;
}
