import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { GALLERY } from '@/content/gallery';
import { GalleryGrid } from '@/features/gallery/gallery-grid';
import { PageMeta } from '@/ui/page-meta';
import { PageHeader } from '@/ui/page/page-header';

export const Route = createFileRoute('/gallery')({
  component: GalleryPage,
});

function GalleryPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <PageMeta
        title={t`Galleria`}
        description={t`Foto dei nostri tour in e-bike, dei vigneti, delle ville e delle cantine della Valpolicella.`}
      />
      <PageHeader
        title={<Trans>Galleria</Trans>}
        lead={<Trans>I luoghi e i momenti dei nostri tour. Tocca una foto per ingrandirla.</Trans>}
      />
      <GalleryGrid images={GALLERY} />
    </div>
  );
}
