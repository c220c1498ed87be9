/**
 * The short size guide of the rental panel: which frame fits a rider of a given height. The shop's
 * fleet (Focus and KTM) follows the makers' own charts, which agree to the centimetre on these
 * bands; a rider on a boundary fits both and is offered the smaller, easier to handle when
 * stopping on gravel.
 */
export const FRAME_SIZE_BANDS = [
  { size: 'S', fromCm: 150, toCm: 167 },
  { size: 'M', fromCm: 167, toCm: 180 },
  { size: 'L', fromCm: 180, toCm: 200 },
] as const;

export type GuidedFrameSize = (typeof FRAME_SIZE_BANDS)[number]['size'];

export const RIDER_HEIGHT_MIN_CM = FRAME_SIZE_BANDS[0].fromCm;
export const RIDER_HEIGHT_MAX_CM = FRAME_SIZE_BANDS[FRAME_SIZE_BANDS.length - 1].toCm;

/** The frame for a rider `heightCm` tall, or null outside the fleet's range (ask the shop). */
export function frameSizeForHeight(heightCm: number): GuidedFrameSize | null {
  if (!Number.isFinite(heightCm)) return null;
  const band = FRAME_SIZE_BANDS.find(({ fromCm, toCm }) => heightCm >= fromCm && heightCm <= toCm);
  return band?.size ?? null;
}

/** The band of one size, for the guide's line ("167–180 cm"); null for a size without one. */
export function heightBandOf(size: string): { fromCm: number; toCm: number } | null {
  const band = FRAME_SIZE_BANDS.find((candidate) => candidate.size === size);
  return band ? { fromCm: band.fromCm, toCm: band.toCm } : null;
}
