import { onCall } from 'firebase-functions/v2/https';
import { availabilityRequestSchema } from '@/domain/api/availability';
import { parseInput } from './lib/callable-errors';
import { db } from './lib/firestore';
import { getAvailability } from './services/availability';

export const availability = onCall({ cors: false }, async (request) => {
  const { tourId } = parseInput(availabilityRequestSchema, request.data);
  return getAvailability(db(), tourId, new Date());
});
