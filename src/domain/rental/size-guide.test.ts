import { describe, expect, it } from 'vitest';
import {
  FRAME_SIZE_BANDS,
  RIDER_HEIGHT_MAX_CM,
  RIDER_HEIGHT_MIN_CM,
  frameSizeForHeight,
  heightBandOf,
} from './size-guide';

describe('frameSizeForHeight', () => {
  it.each([
    [150, 'S'],
    [160, 'S'],
    [167, 'S'],
    [168, 'M'],
    [175, 'M'],
    [180, 'M'],
    [181, 'L'],
    [200, 'L'],
  ])('a rider of %i cm rides %s', (height, size) => {
    expect(frameSizeForHeight(height)).toBe(size);
  });

  it.each([149, 201, Number.NaN, Number.POSITIVE_INFINITY])(
    'has no frame for %s cm (the shop advises)',
    (height) => {
      expect(frameSizeForHeight(height)).toBeNull();
    },
  );

  it('leaves no gap between the bands', () => {
    for (let height = RIDER_HEIGHT_MIN_CM; height <= RIDER_HEIGHT_MAX_CM; height += 0.5) {
      expect(frameSizeForHeight(height)).not.toBeNull();
    }
    FRAME_SIZE_BANDS.slice(1).forEach((band, index) => {
      expect(band.fromCm).toBe(FRAME_SIZE_BANDS[index]!.toCm);
    });
  });
});

describe('heightBandOf', () => {
  it('gives the band of a size and null for an unknown one', () => {
    expect(heightBandOf('M')).toEqual({ fromCm: 167, toCm: 180 });
    expect(heightBandOf('XL')).toBeNull();
  });
});
