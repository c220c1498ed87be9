import { z } from '@/domain/zod';
import { isIsoDate } from '@/domain/calendar';
import { DATE_LENGTH } from './lengths';

/** A calendar day as the API names it: `YYYY-MM-DD`, a day that exists. */
export const isoDateSchema = z.string().max(DATE_LENGTH).refine(isIsoDate, 'Invalid date');

/** A calendar month as the API names it: `YYYY-MM`. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const monthSchema = z.string().max(7).regex(MONTH_PATTERN, 'Invalid month');
