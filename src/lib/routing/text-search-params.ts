/**
 * A route's `validateSearch` for query strings made of optional text parameters. Route options
 * other than components are not code-split, so a schema library used here would ship in every
 * page's first load; these few lines keep zod out of it.
 *
 *   validateSearch: textSearchParams(['session_id', 'booking_id'])
 */
export function textSearchParams<Key extends string>(
  keys: readonly Key[],
  { maxLength = 500 }: { maxLength?: number } = {},
): (search: Record<string, unknown>) => { [K in Key]?: string } {
  return (search) => {
    const params: { [K in Key]?: string } = {};
    for (const key of keys) {
      // The router parses query values like JSON, so an id made of digits arrives as a number.
      const raw = search[key];
      const value = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
      if (typeof value === 'string' && value.length <= maxLength) params[key] = value;
    }
    return params;
  };
}
