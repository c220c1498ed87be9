import { createFileRoute } from '@tanstack/react-router';
import { STRADA_DEL_VINO_PAGE } from '../../content/tour-pages/strada-del-vino';
import { ExperiencePageView } from '../../features/content-pages/experience-page-view';

export const Route = createFileRoute('/tour/strada-del-vino')({
  component: StradaDelVinoPage,
});

function StradaDelVinoPage() {
  return <ExperiencePageView page={STRADA_DEL_VINO_PAGE} back="tours" />;
}
