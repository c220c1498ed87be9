import { WAITLIST_OFFER_PARAM, waitlistTokenSchema } from '@/domain/api/waitlist';

/**
 * The token of the offer link (a tour's or event's page opened with `?offerta=<token>`), or null
 * when the page was opened otherwise or the parameter is not a token at all.
 */
export function offerTokenIn(search: string): string | null {
  const value = new URLSearchParams(search).get(WAITLIST_OFFER_PARAM);
  if (value === null) return null;
  const parsed = waitlistTokenSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
