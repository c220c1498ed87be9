import { l } from './experience';
import type { ImageId } from './image-catalog';
import type { Localized } from './localized';

type GalleryCategory = 'tour' | 'vineyards' | 'wineries' | 'villas' | 'nature' | 'events';

export const GALLERY_CATEGORIES: Readonly<Record<GalleryCategory, Localized>> = {
  tour: l('Tour', 'Tours'),
  vineyards: l('Vigneti', 'Vineyards'),
  wineries: l('Cantine', 'Wineries'),
  villas: l('Ville', 'Villas'),
  nature: l('Natura', 'Nature'),
  events: l('Eventi', 'Events'),
};

export interface GalleryImage {
  id: ImageId;
  category: GalleryCategory;
}

export const GALLERY: readonly GalleryImage[] = [
  { id: 'gallery-01', category: 'tour' },
  { id: 'gallery-02', category: 'vineyards' },
  { id: 'gallery-03', category: 'wineries' },
  { id: 'gallery-04', category: 'nature' },
  { id: 'gallery-05', category: 'villas' },
  { id: 'gallery-06', category: 'events' },
  { id: 'gallery-07', category: 'wineries' },
  { id: 'gallery-08', category: 'tour' },
  { id: 'gallery-09', category: 'tour' },
  { id: 'gallery-10', category: 'villas' },
  { id: 'gallery-11', category: 'vineyards' },
  { id: 'gallery-12', category: 'nature' },
  { id: 'gallery-13', category: 'villas' },
  { id: 'gallery-14', category: 'tour' },
  { id: 'gallery-15', category: 'events' },
  { id: 'gallery-16', category: 'nature' },
];
