/**
 * Frame sizes and the short size guide shown beside them: the rider's height each size fits.
 * The ranges overlap at their edges, as manufacturers' guides do; the card shows both sizes then.
 */
export const FRAME_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;
export type FrameSize = (typeof FRAME_SIZES)[number];

export const RIDER_HEIGHT_CM: Readonly<Record<FrameSize, { min: number; max: number }>> = {
  XS: { min: 145, max: 160 },
  S: { min: 155, max: 170 },
  M: { min: 168, max: 180 },
  L: { min: 178, max: 190 },
  XL: { min: 188, max: 205 },
};

/** The sizes a rider of `heightCm` fits, smallest first. */
export function sizesForHeight(heightCm: number): FrameSize[] {
  return FRAME_SIZES.filter((size) => {
    const range = RIDER_HEIGHT_CM[size];
    return heightCm >= range.min && heightCm <= range.max;
  });
}
