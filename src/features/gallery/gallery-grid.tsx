import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import { GALLERY_CATEGORIES, type GalleryImage } from '@/content/gallery';
import { IMAGES } from '@/content/image-catalog';
import { useLocalized } from '@/i18n/use-localized';
import { ResponsiveImage } from '@/ui/responsive-image';

// The viewer is fetched on the first open (or when a thumbnail is pointed at), so the gallery's
// first load carries only the thumbnails.
const loadLightbox = () => import('./gallery-lightbox');
const GalleryLightbox = lazy(loadLightbox);

/** The picture grid; each thumbnail is a button that opens the full-screen viewer. */
export function GalleryGrid({ images }: { images: readonly GalleryImage[] }) {
  const { t } = useLingui();
  const localized = useLocalized();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              ref={(node) => {
                thumbnails.current[index] = node;
              }}
              onClick={() => setOpenIndex(index)}
              onPointerEnter={() => void loadLightbox()}
              onFocus={() => void loadLightbox()}
              aria-label={t`Apri la foto: ${localized(IMAGES[image.id].alt)} (${localized(GALLERY_CATEGORIES[image.category])})`}
              className="group relative block w-full overflow-hidden rounded-xl bg-vine-100"
              data-testid="gallery-thumbnail"
            >
              <ResponsiveImage
                id={image.id}
                // The grid's columns: the page's width (at most 72rem) less its 1rem margins
                // and the 0.75rem gaps, shared by 4, 3 or 2 columns.
                sizes="(min-width: 1152px) 271px, (min-width: 1024px) calc(25vw - 17px), (min-width: 768px) calc(33.34vw - 19px), calc(50vw - 22px)"
                // The first picture is the page's largest above the fold: fetched first.
                priority={index === 0}
                className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
              />
              <span className="absolute bottom-2 left-2 rounded-full bg-vine-900/85 px-2.5 py-0.5 text-xs font-semibold text-white">
                {localized(GALLERY_CATEGORIES[image.category])}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {openIndex !== null && (
        <Suspense
          fallback={
            <p role="status" className="sr-only">
              <Trans>Caricamento…</Trans>
            </p>
          }
        >
          <GalleryLightbox
            images={images}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
            onRestoreFocus={(index) => thumbnails.current[index]?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
