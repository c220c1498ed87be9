import { availabilityRequestSchema } from '@/domain/api/availability';
import { siteCallable } from './lib/callable';
import { parseInput } from './lib/callable-errors';
import { db } from './lib/firestore';
import { getAvailability } from './services/availability';

export const availability = siteCallable('availability', {}, async (call) => {
  const { tourId } = parseInput(availabilityRequestSchema, call.data);
  return getAvailability(db(), tourId, new Date());
});
