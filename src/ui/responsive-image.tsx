import { IMAGES, imagePath, imageSet, type ImageId } from '@/content/image-catalog';
import { useLocalized } from '@/i18n/use-localized';

interface ResponsiveImageProps {
  id: ImageId;
  /** How wide the image is drawn, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  /** The largest picture above the fold: fetched first and not lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A catalogue picture in AVIF with a WebP fallback at every generated width. The intrinsic width
 * and height let the browser reserve its box before it loads, so nothing shifts.
 */
export function ResponsiveImage({ id, sizes, priority = false, className }: ResponsiveImageProps) {
  const localized = useLocalized();
  const set = imageSet(id);
  const srcSet = (format: 'avif' | 'webp') =>
    set.widths.map((width) => `${imagePath(id, width, format)} ${width}w`).join(', ');
  const fallbackWidth = set.widths[Math.min(1, set.widths.length - 1)]!;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={imagePath(id, fallbackWidth, 'webp')}
        width={set.width}
        height={set.height}
        alt={localized(IMAGES[id].alt)}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        className={className}
      />
    </picture>
  );
}
