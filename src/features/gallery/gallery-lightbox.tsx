import * as Dialog from '@radix-ui/react-dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, MouseEvent } from 'react';
import { GALLERY_CATEGORIES, type GalleryImage } from '@/content/gallery';
import { IMAGES } from '@/content/image-catalog';
import { useLocalized } from '@/i18n/use-localized';
import { ResponsiveImage } from '@/ui/responsive-image';
import { wrapIndex } from './lightbox-navigation';
import { useSwipe } from './use-swipe';
import { Icon } from '@/ui/page/icons';

interface GalleryLightboxProps {
  images: readonly GalleryImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes back on close: the thumbnail of the picture last shown. */
  onRestoreFocus: (index: number) => void;
}

const navButton =
  'absolute top-1/2 z-10 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 hover:bg-white';

/**
 * Full-screen viewer. Radix Dialog traps focus, closes on Escape and locks page scrolling;
 * arrows, buttons and swipes move through the pictures, wrapping at both ends.
 */
export default function GalleryLightbox(props: GalleryLightboxProps) {
  const { images, index, onIndexChange, onClose, onRestoreFocus } = props;
  const { t } = useLingui();
  const localized = useLocalized();
  const go = (step: number) => onIndexChange(wrapIndex(index + step, images.length));
  const swipe = useSwipe(go);
  const image = images[index]!;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  // A click anywhere but on the picture and its controls closes (the bar, the caption and the
  // dark area alike), unless it ends a drag: an aborted swipe must not close the viewer.
  const onBackdropClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('button, a, [data-lightbox-picture]')) return;
    if (!swipe.wasDrag()) onClose();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex touch-pan-y flex-col text-white outline-none select-none"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onRestoreFocus(index);
          }}
          aria-describedby="lightbox-caption"
          onClick={onBackdropClick}
          {...swipe.handlers}
        >
          <div className="flex items-center justify-between gap-4 p-4">
            <Dialog.Title className="text-sm font-medium" aria-live="polite">
              <Trans>
                Foto {index + 1} di {images.length}
              </Trans>
            </Dialog.Title>
            <Dialog.Close
              className="flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-stone-900 hover:bg-white"
              aria-label={t`Chiudi`}
            >
              <Icon name="close" className="h-6 w-6" />
            </Dialog.Close>
          </div>
          <div
            className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-20"
            data-testid="lightbox-backdrop"
          >
            <button
              type="button"
              className={`${navButton} left-2 sm:left-4`}
              onClick={() => go(-1)}
              aria-label={t`Foto precedente`}
            >
              <Icon name="chevronLeft" className="h-6 w-6" />
            </button>
            <div key={image.id} className="max-h-full max-w-5xl" data-lightbox-picture>
              <ResponsiveImage
                id={image.id}
                sizes="(min-width: 1100px) 1024px, 100vw"
                priority
                className="pointer-events-none max-h-[calc(100vh-10rem)] w-auto rounded-lg object-contain"
              />
            </div>
            <button
              type="button"
              className={`${navButton} right-2 sm:right-4`}
              onClick={() => go(1)}
              aria-label={t`Foto successiva`}
            >
              <Icon name="chevronRight" className="h-6 w-6" />
            </button>
          </div>
          <p id="lightbox-caption" className="p-4 text-center text-sm">
            <span className="mr-2 rounded-full bg-white/15 px-2 py-0.5 font-semibold">
              {localized(GALLERY_CATEGORIES[image.category])}
            </span>
            {localized(IMAGES[image.id].alt)}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
