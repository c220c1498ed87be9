import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SimplePage } from '../ui/simple-page';

export const Route = createFileRoute('/gallery')({
  component: GalleryPage,
});

function GalleryPage() {
  const { t } = useLingui();
  return <SimplePage title={t`Galleria`} />;
}
