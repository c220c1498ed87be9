import { rentalAvailabilityRequestSchema } from '@/domain/api/rental';
import { siteCallable } from './lib/callable';
import { parseInput } from './lib/callable-errors';
import { db } from './lib/firestore';
import { getRentalAvailability } from './services/rental/rental-availability';

export const rentalAvailability = siteCallable('rentalAvailability', {}, async (call) =>
  getRentalAvailability(db(), parseInput(rentalAvailabilityRequestSchema, call.data), new Date()),
);
