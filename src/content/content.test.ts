import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EVENTS } from './events';
import { GALLERY } from './gallery';
import { HOME_FEATURED_TOURS, HOME_HERO } from './home';
import { IMAGES, imagePath, imageSet, type ImageId } from './image-catalog';
import { RENTAL_MODELS } from './rental';
import { TERMS } from './terms';
import { TOUR_LIST } from './tour-list';
import * as contact from './contact';
import * as events from './events';
import * as gallery from './gallery';
import * as home from './home';
import * as rental from './rental';
import * as terms from './terms';
import * as tourList from './tour-list';
import * as colombare from './tour-pages/colombare';
import * as emotion from './tour-pages/emotion-in-villa';
import * as pojega from './tour-pages/pojega';
import * as sample from './tour-pages/sample-tour';
import * as strada from './tour-pages/strada-del-vino';
import * as treValli from './tour-pages/tre-valli';
import * as xTour from './tour-pages/x-tour';
import * as castagne from './event-pages/castagne';
import * as villa from './event-pages/walk-wine-in-villa';
import * as walkPojega from './event-pages/walk-wine-pojega';

const MODULES = {
  contact,
  events,
  gallery,
  home,
  rental,
  terms,
  tourList,
  colombare,
  emotion,
  pojega,
  sample,
  strada,
  treValli,
  xTour,
  castagne,
  villa,
  walkPojega,
  images: { IMAGES },
};

/** Every { it, en } pair in a value, with the path that leads to it. */
function localizedTexts(value: unknown, path: string, found: [string, unknown, unknown][]) {
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 2 && keys.includes('it') && keys.includes('en')) {
      const { it, en } = value as { it: unknown; en: unknown };
      found.push([path, it, en]);
      return found;
    }
    for (const [key, child] of Object.entries(value))
      localizedTexts(child, `${path}.${key}`, found);
  }
  return found;
}

describe('bilingual content', () => {
  const texts = localizedTexts(MODULES, 'content', []);

  it('has a non-empty Italian and English text everywhere', () => {
    expect(texts.length).toBeGreaterThan(300);
    const empty = texts.filter(
      ([, it, en]) => typeof it !== 'string' || !it.trim() || typeof en !== 'string' || !en.trim(),
    );
    expect(empty.map(([path]) => path)).toEqual([]);
  });
});

describe('pictures', () => {
  const root = fileURLToPath(new URL('../../public', import.meta.url));
  const used: ImageId[] = [
    HOME_HERO.image,
    ...TOUR_LIST.map((tour) => tour.image),
    ...HOME_FEATURED_TOURS.map((tour) => tour.image),
    ...EVENTS.map((event) => event.image),
    ...RENTAL_MODELS.map((model) => model.image),
    ...GALLERY.map((image) => image.id),
  ];

  it('exist in AVIF and WebP at every width (run scripts/images/build-images.ts if not)', () => {
    const missing = (Object.keys(IMAGES) as ImageId[]).flatMap((id) =>
      imageSet(id).widths.flatMap((width) =>
        (['avif', 'webp'] as const)
          .map((format) => imagePath(id, width, format))
          .filter((path) => !existsSync(`${root}${path}`)),
      ),
    );
    expect(missing).toEqual([]);
    for (const id of used) expect(IMAGES[id]).toBeDefined();
  });

  it('gives the gallery 16 distinct pictures', () => {
    expect(new Set(GALLERY.map((image) => image.id)).size).toBe(16);
  });
});

describe('terms', () => {
  const text = (locale: 'it' | 'en') =>
    TERMS.sections
      .flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])])
      .map((t) => t[locale])
      .join(' ');

  it('state the rules the booking spec fixes, in both languages', () => {
    for (const fragment of [
      '72 ore',
      '50%',
      '24 ore',
      '18:00',
      '30 giorni',
      'Foro di Verona',
      'casco',
      'certificato medico',
      'genitore',
      'legge italiana',
    ]) {
      expect(text('it')).toContain(fragment);
    }
    for (const fragment of [
      '72 hours',
      '50%',
      '24 hours',
      '18:00',
      '30 days',
      'Court of Verona',
      'helmet',
      'medical certificate',
      'parent',
      'Italian law',
    ]) {
      expect(text('en')).toContain(fragment);
    }
  });
});
