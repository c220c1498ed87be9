import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../../ui/simple-page';

export const Route = createFileRoute('/tour/strada-del-vino')({
  component: StradaDelVinoPage,
});

function StradaDelVinoPage() {
  return <SimplePage title={'Strada del Vino'} />;
}
