import type { Localized } from './localized';

/**
 * Every picture of the site. Each id becomes /images/<id>-<width>.avif and .webp at the widths of
 * its set (built by scripts/images/build-images.ts from assets/photos/<id>.* or, when no photo has
 * been dropped there yet, from generated artwork). Width and height give the intrinsic ratio, so
 * the browser reserves the space before the file arrives.
 */
export const IMAGE_SETS = {
  hero: { width: 1600, height: 900, widths: [640, 960, 1600], social: true },
  card: { width: 1200, height: 800, widths: [480, 800, 1200], social: true },
  rental: { width: 960, height: 720, widths: [480, 960], social: false },
  gallery: { width: 1280, height: 960, widths: [360, 640, 1280], social: false },
} as const satisfies Record<string, ImageSet>;

interface ImageSet {
  width: number;
  height: number;
  /** Widths generated in AVIF and WebP, ascending. */
  widths: readonly number[];
  /** Also written as a JPEG at the largest width, for link previews (Open Graph). */
  social: boolean;
}

type ImageSetName = keyof typeof IMAGE_SETS;

interface ImageEntry {
  set: ImageSetName;
  alt: Localized;
}

const alt = (it: string, en: string): Localized => ({ it, en });

export const IMAGES = {
  'home-hero': {
    set: 'hero',
    alt: alt(
      'Ciclisti in e-bike su una strada bianca tra i vigneti della Valpolicella al mattino',
      'Riders on e-bikes on a gravel road through the Valpolicella vineyards in the morning',
    ),
  },
  'tour-pojega': {
    set: 'card',
    alt: alt(
      'Giardino all’italiana di una villa veneta con siepi geometriche e colline sullo sfondo',
      'Italian garden of a Venetian villa with geometric hedges and hills behind',
    ),
  },
  'tour-colombare': {
    set: 'card',
    alt: alt(
      'Panorama dalle colline delle Colombare sui filari e sulla pianura',
      'View from the Colombare hills over the vine rows and the plain',
    ),
  },
  'tour-tre-valli': {
    set: 'card',
    alt: alt(
      'Tre vallate della Valpolicella una dietro l’altra con cipressi sui crinali',
      'Three Valpolicella valleys one behind the other with cypresses on the ridges',
    ),
  },
  'tour-strada-del-vino': {
    set: 'card',
    alt: alt(
      'Calice di vino rosso davanti ai filari al tramonto lungo la Strada del Vino',
      'A glass of red wine in front of vine rows at sunset along the Wine Road',
    ),
  },
  'tour-x': {
    set: 'card',
    alt: alt(
      'Mountain bike in cima a un sentiero con vista su colline e vigneti',
      'Mountain bike at the top of a trail overlooking hills and vineyards',
    ),
  },
  'tour-emotion-in-villa': {
    set: 'card',
    alt: alt(
      'Villa storica con portico ad archi circondata da vigneti e cipressi',
      'Historic villa with an arched portico surrounded by vineyards and cypresses',
    ),
  },
  'tour-sample': {
    set: 'card',
    alt: alt(
      'E-bike parcheggiata su una collina con filari di vite (immagine di esempio)',
      'E-bike parked on a hill with vine rows (sample image)',
    ),
  },
  'event-castagne': {
    set: 'card',
    alt: alt(
      'Castagne e ricci nel bosco d’autunno sopra i vigneti',
      'Chestnuts and burrs in the autumn wood above the vineyards',
    ),
  },
  'event-walk-wine-pojega': {
    set: 'card',
    alt: alt(
      'Escursionisti a piedi lungo un sentiero tra le vigne di Pojega',
      'Walkers on a path among the Pojega vineyards',
    ),
  },
  'event-walk-wine-in-villa': {
    set: 'card',
    alt: alt(
      'Cantina storica a volta con botti di rovere',
      'Historic vaulted cellar with oak barrels',
    ),
  },
  'event-vendemmia': {
    set: 'card',
    alt: alt(
      'Filari carichi d’uva al tempo della vendemmia',
      'Vine rows heavy with grapes at harvest time',
    ),
  },
  'event-tramonto': {
    set: 'card',
    alt: alt(
      'Tramonto sulle colline con un calice di vino in primo piano',
      'Sunset over the hills with a glass of wine in the foreground',
    ),
  },
  'rental-focus-jarifa': {
    set: 'rental',
    alt: alt('E-bike da trekking Focus Jarifa', 'Focus Jarifa trekking e-bike'),
  },
  'rental-ktm-cx750': {
    set: 'rental',
    alt: alt('E-mountain bike KTM CX750', 'KTM CX750 e-mountain bike'),
  },
  'rental-focus-jam2': {
    set: 'rental',
    alt: alt('E-mountain bike Focus Jam 2', 'Focus Jam 2 e-mountain bike'),
  },
  ...galleryImages(),
} as const satisfies Record<string, ImageEntry>;

export type ImageId = keyof typeof IMAGES;

/** Alt texts of the 16 gallery pictures; their categories live in gallery.ts. */
function galleryImages() {
  return {
    'gallery-01': {
      set: 'gallery',
      alt: alt(
        'Gruppo in e-bike sulla strada bianca tra i vigneti',
        'Group on e-bikes on the gravel road through the vineyards',
      ),
    },
    'gallery-02': {
      set: 'gallery',
      alt: alt(
        'Filari di vite che seguono le curve della collina',
        'Vine rows following the curves of the hill',
      ),
    },
    'gallery-03': {
      set: 'gallery',
      alt: alt('Botti di rovere nella cantina di una villa', 'Oak barrels in a villa’s cellar'),
    },
    'gallery-04': {
      set: 'gallery',
      alt: alt('Cipressi sul crinale al tramonto', 'Cypresses on the ridge at sunset'),
    },
    'gallery-05': {
      set: 'gallery',
      alt: alt(
        'E-bike in sosta davanti a una villa veneta',
        'E-bikes stopped in front of a Venetian villa',
      ),
    },
    'gallery-06': {
      set: 'gallery',
      alt: alt('Castagne appena raccolte nel bosco', 'Freshly gathered chestnuts in the wood'),
    },
    'gallery-07': {
      set: 'gallery',
      alt: alt(
        'Degustazione di vino rosso con vista sulle colline',
        'Red wine tasting overlooking the hills',
      ),
    },
    'gallery-08': {
      set: 'gallery',
      alt: alt('Escursionisti lungo un sentiero panoramico', 'Walkers on a panoramic path'),
    },
    'gallery-09': {
      set: 'gallery',
      alt: alt(
        'Mountain bike su un sentiero sterrato in salita',
        'Mountain bike on an uphill dirt trail',
      ),
    },
    'gallery-10': {
      set: 'gallery',
      alt: alt('Giardino all’italiana con siepi squadrate', 'Italian garden with clipped hedges'),
    },
    'gallery-11': {
      set: 'gallery',
      alt: alt(
        'Vigneti in autunno con foglie rosse e dorate',
        'Vineyards in autumn with red and golden leaves',
      ),
    },
    'gallery-12': {
      set: 'gallery',
      alt: alt(
        'Colline della Valpolicella nella luce del mattino',
        'Valpolicella hills in the morning light',
      ),
    },
    'gallery-13': {
      set: 'gallery',
      alt: alt(
        'Resti archeologici nel parco di una villa',
        'Archaeological remains in a villa’s park',
      ),
    },
    'gallery-14': {
      set: 'gallery',
      alt: alt('Ciclista in e-bike al tramonto sul crinale', 'E-bike rider on the ridge at sunset'),
    },
    'gallery-15': {
      set: 'gallery',
      alt: alt(
        'Calici pronti per la degustazione in vigna',
        'Glasses ready for a tasting in the vineyard',
      ),
    },
    'gallery-16': {
      set: 'gallery',
      alt: alt('Paesaggio di vallate al crepuscolo', 'Valley landscape at dusk'),
    },
  } as const satisfies Record<string, ImageEntry>;
}

export function imageSet(id: ImageId): ImageSet {
  return IMAGE_SETS[IMAGES[id].set];
}

/** Public path of one generated file, e.g. /images/tour-pojega-800.avif. */
export function imagePath(id: ImageId, width: number, format: 'avif' | 'webp' | 'jpg'): string {
  return `/images/${id}-${width}.${format}`;
}
