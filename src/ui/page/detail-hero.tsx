import type { ReactNode } from 'react';
import type { ImageId } from '@/content/image-catalog';
import { Badge, type BadgeTone } from '@/ui/badge';
import { ResponsiveImage } from '@/ui/responsive-image';
import { StarRating } from './star-rating';

interface DetailHeroProps {
  image: ImageId;
  title: string;
  subtitle: string;
  rating?: { rating: number; reviews: number };
  badge?: { label: string; tone: BadgeTone };
  /** The back link above the picture. */
  back: ReactNode;
}

/** Top of a tour or event page: back link, wide picture with its badge, title and rating. */
export function DetailHero({ image, title, subtitle, rating, badge, back }: DetailHeroProps) {
  return (
    <header className="mx-auto max-w-6xl space-y-4 px-4 pt-6 pb-10">
      {back}
      <div className="relative overflow-hidden rounded-2xl bg-vine-100">
        <ResponsiveImage
          id={image}
          sizes="(min-width: 1152px) 1120px, 100vw"
          priority
          className="aspect-[3/2] h-auto w-full object-cover md:aspect-[21/9]"
        />
        {badge && (
          <div className="absolute top-4 left-4">
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </div>
        )}
      </div>
      <h1 className="text-3xl font-bold text-vine-900 md:text-4xl">{title}</h1>
      <p className="text-lg text-stone-700">{subtitle}</p>
      {rating && <StarRating rating={rating.rating} reviews={rating.reviews} />}
    </header>
  );
}
