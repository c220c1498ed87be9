import { z } from '@/domain/zod';

/** A calendar month as the API names it: `YYYY-MM`. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const monthSchema = z.string().max(7).regex(MONTH_PATTERN, 'Invalid month');
