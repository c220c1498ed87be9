import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { GALLERY } from '@/content/gallery';
import { GalleryGrid } from '@/features/gallery/gallery-grid';
import { PageMeta } from '@/ui/page-meta';

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
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-vine-900 md:text-4xl">
          <Trans>Galleria</Trans>
        </h1>
        <p className="max-w-3xl text-lg text-stone-700">
          <Trans>I luoghi e i momenti dei nostri tour. Tocca una foto per ingrandirla.</Trans>
        </p>
      </header>
      <GalleryGrid images={GALLERY} />
    </div>
  );
}
