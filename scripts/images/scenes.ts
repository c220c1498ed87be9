import type { ImageId } from '../../src/content/image-catalog';
import type { Scene } from './scene';

const riders = (at: number, count = 2) =>
  Array.from({ length: count }, (_, i) => ({
    at: at + i * 0.13,
    size: 0.12,
    battery: true,
    rider: true,
  }));

/** The placeholder artwork of each picture, until a real photo is dropped in assets/photos/. */
export const SCENES: Record<ImageId, Scene> = {
  'home-hero': {
    mood: 'morning',
    vineyard: true,
    cypresses: [0.12, 0.15, 0.7],
    villa: { at: 0.62, size: 0.14 },
    bikes: riders(0.18, 3),
  },
  'tour-pojega': {
    mood: 'morning',
    garden: true,
    villa: { at: 0.38, size: 0.24 },
    cypresses: [0.2, 0.8],
  },
  'tour-colombare': { mood: 'noon', vineyard: true, cypresses: [0.3, 0.33, 0.36] },
  'tour-tre-valli': { mood: 'morning', cypresses: [0.1, 0.45, 0.48, 0.85], bikes: riders(0.55) },
  'tour-strada-del-vino': { mood: 'sunset', vineyard: true, glass: { at: 0.78, size: 0.42 } },
  'tour-x': { mood: 'noon', vineyard: true, bikes: [{ at: 0.35, size: 0.22 }] },
  'tour-emotion-in-villa': {
    mood: 'morning',
    vineyard: true,
    villa: { at: 0.3, size: 0.34 },
    cypresses: [0.2, 0.75, 0.79],
  },
  'tour-sample': { mood: 'noon', vineyard: true, bikes: [{ at: 0.5, size: 0.2, battery: true }] },
  'event-castagne': { mood: 'autumn', cypresses: [0.6], chestnuts: { at: 0.3, size: 0.22 } },
  'event-walk-wine-pojega': { mood: 'morning', vineyard: true, walkers: { at: 0.4, size: 0.22 } },
  'event-walk-wine-in-villa': { mood: 'dusk', kind: 'cellar' },
  'event-vendemmia': { mood: 'autumn', vineyard: true, grapes: true },
  'event-tramonto': { mood: 'sunset', cypresses: [0.2, 0.24], glass: { at: 0.7, size: 0.45 } },
  'rental-focus-jarifa': { mood: 'noon', kind: 'product', frame: '#2e5d8a' },
  'rental-ktm-cx750': { mood: 'noon', kind: 'product', frame: '#c2561a' },
  'rental-focus-jam2': { mood: 'noon', kind: 'product', frame: '#3f5a2a' },
  'gallery-01': { mood: 'morning', vineyard: true, bikes: riders(0.2, 3) },
  'gallery-02': { mood: 'noon', vineyard: true },
  'gallery-03': { mood: 'dusk', kind: 'cellar' },
  'gallery-04': { mood: 'sunset', cypresses: [0.3, 0.33, 0.36, 0.6] },
  'gallery-05': { mood: 'morning', villa: { at: 0.45, size: 0.3 }, bikes: riders(0.1) },
  'gallery-06': { mood: 'autumn', chestnuts: { at: 0.5, size: 0.3 } },
  'gallery-07': { mood: 'sunset', vineyard: true, glass: { at: 0.3, size: 0.5 } },
  'gallery-08': { mood: 'noon', cypresses: [0.8], walkers: { at: 0.3, size: 0.25 } },
  'gallery-09': { mood: 'noon', bikes: [{ at: 0.4, size: 0.22, rider: true }] },
  'gallery-10': { mood: 'morning', garden: true, cypresses: [0.15, 0.85] },
  'gallery-11': { mood: 'autumn', vineyard: true, cypresses: [0.7] },
  'gallery-12': { mood: 'morning', cypresses: [0.25, 0.5] },
  'gallery-13': { mood: 'morning', ruins: { at: 0.3, size: 0.4 }, cypresses: [0.8] },
  'gallery-14': { mood: 'sunset', bikes: [{ at: 0.45, size: 0.2, battery: true, rider: true }] },
  'gallery-15': { mood: 'noon', vineyard: true, glass: { at: 0.6, size: 0.4 } },
  'gallery-16': { mood: 'dusk', cypresses: [0.4, 0.43] },
};
